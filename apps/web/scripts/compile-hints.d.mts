// Types of compile-hints.mjs (plain JavaScript, run by Node after `next build`).
export declare const COMPILE_HINT: '//# allFunctionsCalledOnLoad\n';
export declare function addCompileHints(nextDir: string): string[];
