import type { Plugin } from 'esbuild'
import type { Plugin as VitePlugin } from 'vite'

export declare function minifiedCss(path: string): string
export declare const cssTextPlugin: Plugin
export declare const cssTextVitePlugin: VitePlugin
