/** Where `vite preview` serves the built apps during the e2e run (see playwright.config.ts). */
export const GAME_URL = 'http://localhost:4300/';
export const EDITOR_URL = 'http://localhost:4301/';
