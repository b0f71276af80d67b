/** esbuild bundles CSS imports into the entry's stylesheet. */
declare module '*.css';
