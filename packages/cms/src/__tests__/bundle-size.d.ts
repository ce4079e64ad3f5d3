// Types of the shared bundle-size helper (plain .mjs in @shop/config).
declare module '@shop/config/bundle-size' {
  export interface Chunk {
    initial: boolean;
    minifiedKb: number;
    gzipKb: number;
    packages: string[];
  }
  export function measureBundle(entry: string, options?: { conditions?: string[] }): Promise<Chunk[]>;
  export function printBundle(chunks: Chunk[]): number;
}
