import ts from 'typescript';

/** Something in a file that an import rule can forbid. */
export type Reference =
  | { kind: 'import'; specifier: string; line: number; names: string[] }
  | { kind: 'fetch'; line: number }
  | { kind: 'api-literal'; text: string; line: number };

const API_PREFIX = '/api/';
const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self']);

/**
 * Lists the imports, global fetch calls and '/api/' literals of one file.
 * Parsing with the TypeScript scanner (not a regex) keeps comments, JSX text and
 * strings that merely look like imports out of the result.
 */
export function parseFile(fileName: string, text: string): Reference[] {
  const kind = /\.[jt]sx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const lineOf = (node: ts.Node) =>
    source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const references: Reference[] = [];

  const visit = (node: ts.Node): void => {
    const specifier = moduleSpecifierOf(node);
    if (specifier) {
      references.push({
        kind: 'import',
        specifier: specifier.text,
        line: lineOf(specifier),
        names: importedNames(node),
      });
      return;
    }
    if (ts.isCallExpression(node) && isGlobalFetch(node.expression)) {
      references.push({ kind: 'fetch', line: lineOf(node) });
    }
    const literal = literalTextOf(node);
    if (literal?.startsWith(API_PREFIX)) {
      references.push({
        kind: 'api-literal',
        text: oneLine(node.getText(source)),
        line: lineOf(node),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return references;
}

/** The quoted module name of a static import/export, `import()` call or `import('x')` type. */
function moduleSpecifierOf(node: ts.Node): ts.StringLiteral | undefined {
  let candidate: ts.Node | undefined;
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
    candidate = node.moduleSpecifier;
  } else if (
    ts.isImportEqualsDeclaration(node) &&
    ts.isExternalModuleReference(node.moduleReference)
  ) {
    candidate = node.moduleReference.expression;
  } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    candidate = node.arguments[0];
  } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
    candidate = node.argument.literal;
  }
  return candidate && ts.isStringLiteral(candidate) ? candidate : undefined;
}

/**
 * The exported names a static import or `export ... from` takes (`a` for `{ a as b }`); `*`
 * for a namespace import or `export *`. Dynamic imports name nothing.
 */
function importedNames(node: ts.Node): string[] {
  let bindings: ts.NamedImportBindings | ts.NamedExportBindings | undefined;
  if (ts.isImportDeclaration(node)) bindings = node.importClause?.namedBindings;
  else if (ts.isExportDeclaration(node)) bindings = node.exportClause ?? undefined;
  else return [];
  if (!bindings) return ts.isExportDeclaration(node) ? ['*'] : [];
  if (ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) return ['*'];
  return bindings.elements.map((element) => (element.propertyName ?? element.name).text);
}

/** `fetch(...)`, `window.fetch(...)` or `globalThis.fetch(...)`; methods named fetch on other objects are not the global. */
function isGlobalFetch(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === 'fetch';
  return (
    ts.isPropertyAccessExpression(callee) &&
    callee.name.text === 'fetch' &&
    ts.isIdentifier(callee.expression) &&
    GLOBAL_OBJECTS.has(callee.expression.text)
  );
}

/** The leading text of a string or template literal (the head only, for templates). */
function literalTextOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return undefined;
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 120 ? `${flat.slice(0, 117)}...` : flat;
}
