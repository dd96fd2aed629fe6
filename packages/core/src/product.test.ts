import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PRODUCT } from './product.js';

const SRC = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Text of every string literal and template-literal piece in a file. */
function stringLiterals(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the product word', () => {
  it('appears in no string literal outside product.ts', () => {
    const offenders = sourceFiles(SRC)
      .filter((path) => relative(SRC, path) !== 'product.ts')
      .flatMap((path) =>
        stringLiterals(path)
          .filter((text) => text.toLowerCase().includes(PRODUCT))
          .map((text) => `${relative(SRC, path)}: ${text}`),
      );
    expect(offenders).toEqual([]);
  });

  it('is not spelled out anywhere else in the sources either', () => {
    const mentions = sourceFiles(SRC)
      .filter((path) => relative(SRC, path) !== 'product.ts')
      .filter((path) => readFileSync(path, 'utf8').toLowerCase().includes(PRODUCT));
    expect(mentions).toEqual([]);
  });
});
