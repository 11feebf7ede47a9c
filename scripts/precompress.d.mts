import type { Compiler } from '@rspack/core';

export declare const compressible: RegExp;
export declare const precompress: (dir: string) => { files: number; written: number };
export declare class PrecompressPlugin {
  apply(compiler: Compiler): void;
}
