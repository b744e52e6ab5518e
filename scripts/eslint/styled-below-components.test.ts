import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './styled-below-components';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run('styled-below-components', rule, {
  valid: [
    'export function Card() { return <Box />; }\nconst Box = styled.div``;',
    'const Wide = styled(Box).attrs({ role: "note" })``;\nconst Box = styled.div``;',
    'export const Price = () => <Tag />;\nfunction helper() {}\nconst Tag = styled.span`${css``}`;',
    'const LIMIT = 3;\nexport function List() { return null; }',
  ],
  invalid: [
    {
      code: 'const Box = styled.div``;\nexport function Card() { return <Box />; }',
      errors: [{ messageId: 'below', data: { name: 'Box' } }],
    },
    {
      code: 'export const Title = styled.h1.attrs({})``;\nconst fade = keyframes``;\nconst Page = () => <Title />;',
      errors: [
        { messageId: 'below', data: { name: 'Title' } },
        { messageId: 'below', data: { name: 'fade' } },
      ],
    },
  ],
});
