// madge ships no types; this declares the part of its API the import-cycle test uses.
declare module 'madge' {
  import type { ParsedCommandLine } from 'typescript';

  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    /** A path, or compiler options already parsed (filing-cabinet then skips re-reading the file for every import). */
    tsConfig?: string | Pick<ParsedCommandLine, 'options'>;
    detectiveOptions?: Record<string, Record<string, unknown>>;
  }

  interface MadgeResult {
    obj(): Record<string, string[]>;
    circular(): string[][];
    /** `skipped`: the specifiers no file was found for. */
    warnings(): { skipped: string[] };
  }

  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
