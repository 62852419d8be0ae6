/** A plain JSON object, as a migration sees a document: nothing about its shape is trusted. */
export type JsonObject = { readonly [key: string]: unknown };

/** One step of the format's history: a pure function from version `from` to `from + 1`. */
export interface Migration {
  readonly from: number;
  readonly summary: string;
  readonly migrate: (document: JsonObject) => JsonObject;
}
