import type { Rule } from 'eslint';
import type { Node, Program } from 'estree';

// STYLE.md takes from Outline "styled components below the component that uses them": a file reads
// top down, its components and functions first and its styled components last. This rule keeps that order.

/** `styled.div`, `styled(Link)`, `styled.a.attrs(…)`, `css` and `keyframes` templates */
function isStyleTemplate(node: Node | null | undefined): boolean {
  if (node?.type !== 'TaggedTemplateExpression') return false;
  let tag: Node = node.tag;
  while (tag.type === 'MemberExpression' || tag.type === 'CallExpression') tag = tag.type === 'CallExpression' ? tag.callee : tag.object;
  return tag.type === 'Identifier' && ['styled', 'css', 'keyframes', 'createGlobalStyle'].includes(tag.name);
}

type Statement = Program['body'][number];

function declarationOf(statement: Statement): Node | null | undefined {
  const isExport = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration';
  // an export's declaration or the statement itself; only variables and functions matter here
  return (isExport ? statement.declaration : statement) as Node | null | undefined;
}

function isStyled(statement: Statement): boolean {
  const declaration = declarationOf(statement);
  return declaration?.type === 'VariableDeclaration' && declaration.declarations.every((d) => isStyleTemplate(d.init));
}

function isFunction(statement: Statement): boolean {
  const declaration = declarationOf(statement);
  if (!declaration) return false;
  if (declaration.type === 'FunctionDeclaration') return true;
  if (declaration.type !== 'VariableDeclaration') return false;
  return declaration.declarations.some((d) => d.init?.type === 'ArrowFunctionExpression' || d.init?.type === 'FunctionExpression');
}

const rule: Rule.RuleModule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'styled components go below the components and functions of their file' },
    messages: { below: "Move '{{name}}' below the functions of this file: styled components come last." },
    schema: [],
  },
  create(context) {
    return {
      Program(program) {
        const lastFunction = program.body.findLastIndex(isFunction);
        program.body
          .slice(0, Math.max(lastFunction, 0))
          .filter(isStyled)
          .forEach((statement) => {
            const declaration = declarationOf(statement);
            const id = declaration?.type === 'VariableDeclaration' ? declaration.declarations[0]?.id : undefined;
            const name = id?.type === 'Identifier' ? id.name : 'this style';
            context.report({ node: statement, messageId: 'below', data: { name } });
          });
      },
    };
  },
};

export default rule;
