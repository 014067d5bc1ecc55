// The core's second purity check. tsconfig.core.json already makes DOM, Node and React names type
// errors, but `globalThis` is part of every ES lib and a cast such as `(globalThis as any).fetch` reaches
// any platform object unseen. This scan finds every reference to the platform's global objects
// (`globalThis`, `window`, `self`, `document`, `process`) that is not a binding of the file's own.
import ts from 'typescript'

/** The global names the core must not reference. */
export const PLATFORM_GLOBALS: ReadonlySet<string> = new Set(['globalThis', 'window', 'self', 'document', 'process'])

/** One reference to a platform global: where it is and which name. */
export interface PlatformGlobalUse {
  readonly file: string
  readonly line: number
  readonly name: string
}

/** True when `id` names a property, a key or an import/export alias rather than a value in scope. */
function isPropertyName(id: ts.Identifier): boolean {
  const parent = id.parent
  if (ts.isPropertyAccessExpression(parent)) return parent.name === id
  if (ts.isQualifiedName(parent)) return parent.right === id
  if (ts.isBindingElement(parent)) return parent.propertyName === id
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return parent.propertyName === id
  if (
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent) ||
    ts.isPropertySignature(parent) ||
    ts.isMethodDeclaration(parent) ||
    ts.isMethodSignature(parent) ||
    ts.isGetAccessorDeclaration(parent) ||
    ts.isSetAccessorDeclaration(parent) ||
    ts.isEnumMember(parent)
  )
    return parent.name === id
  return ts.isLabeledStatement(parent) || ts.isJsxAttribute(parent)
}

/** True when the symbol is declared by the file set itself (a parameter or variable of that name). */
function declaredInProject(program: ts.Program, symbol: ts.Symbol | undefined): boolean {
  const declarations = symbol?.declarations ?? []
  return (
    declarations.length > 0 &&
    declarations.every((d) => {
      const file = d.getSourceFile()
      return !program.isSourceFileDefaultLibrary(file) && !file.fileName.includes('/node_modules/')
    })
  )
}

/**
 * Every reference to a platform global in `files`, type-checked with `options` (the core's compiler
 * options). A local binding that happens to be called `document` or `self` is not a reference.
 */
export function findPlatformGlobals(files: readonly string[], options: ts.CompilerOptions): PlatformGlobalUse[] {
  const program = ts.createProgram({ rootNames: files, options: { ...options, noEmit: true } })
  const checker = program.getTypeChecker()
  const uses: PlatformGlobalUse[] = []
  for (const file of files) {
    const source = program.getSourceFile(file)
    if (!source) throw new Error(`findPlatformGlobals: cannot read ${file}`)
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && PLATFORM_GLOBALS.has(node.text) && !isPropertyName(node)) {
        const symbol = ts.isShorthandPropertyAssignment(node.parent)
          ? checker.getShorthandAssignmentValueSymbol(node.parent)
          : checker.getSymbolAtLocation(node)
        if (!declaredInProject(program, symbol)) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
          uses.push({ file, line, name: node.text })
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return uses
}

/** The compiler options and source files (tests excluded) of a tsconfig file, resolved. */
export function readProject(tsconfigPath: string): { files: string[]; options: ts.CompilerOptions } {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      },
    },
  )
  if (!config) throw new Error(`readProject: cannot read ${tsconfigPath}`)
  return { files: config.fileNames, options: config.options }
}
