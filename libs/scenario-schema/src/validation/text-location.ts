// Turns JSON pointers and parser offsets into line:column, so an author can find the place in their file.
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError, type Segment } from 'jsonc-parser';

export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

/** Line and column (both from 1) of a character offset. */
export function positionAt(text: string, offset: number): TextPosition {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** Finds pointers in one parse of the text; a pointer that names nothing is placed at its nearest existing parent. */
export class PointerLocator {
  private readonly root: Node | undefined;

  constructor(private readonly text: string) {
    this.root = parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
  }

  locate(pointer: string): TextPosition | undefined {
    if (this.root === undefined) return undefined;
    const segments = pointerSegments(pointer);
    for (let length = segments.length; length >= 0; length--) {
      const node = findNodeAtLocation(this.root, segments.slice(0, length));
      if (node !== undefined) {
        // Point at the property name, where editors put the cursor for "this property".
        const keyNode = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
        return positionAt(this.text, (keyNode ?? node).offset);
      }
    }
    return undefined;
  }
}

function pointerSegments(pointer: string): Segment[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => {
      const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      return /^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : segment;
    });
}

/** The first syntax error of JSON text, described in words with its place; undefined when the text parses. */
export function describeSyntaxError(text: string): { message: string; position: TextPosition } | undefined {
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (first === undefined) return undefined;
  const position = positionAt(text, first.offset);
  const problem = words(printParseErrorCode(first.error));
  const found = text.slice(first.offset, first.offset + Math.min(first.length, 20));
  const shown = found.length > 0 ? ` '${found}'` : '';
  return { message: `The file is not valid JSON at line ${position.line}, column ${position.column}: ${problem}${shown}.`, position };
}

function words(identifier: string): string {
  // printParseErrorCode gives identifiers such as 'ValueExpected'; turn them into words.
  const spaced = identifier.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
