// Worker-thread entry: registers tsx's TypeScript loader in this thread, then runs worker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
