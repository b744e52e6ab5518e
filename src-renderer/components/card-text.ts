import { css } from 'styled-components';

/** The text of a content card: a title link in the text colour that turns primary on hover, muted lines below it. */
export const cardText = css`
  h2 a,
  h3 a {
    color: inherit;
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.primary};
    }
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
