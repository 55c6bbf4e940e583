import type { Plugin } from 'vite';

export declare const compressibleExtensions: ReadonlySet<string>;
export declare function precompress(): Plugin;
