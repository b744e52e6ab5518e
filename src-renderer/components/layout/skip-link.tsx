import styled from 'styled-components';

/** The first stop of the Tab key: straight to the page's main content (every page's <main id="main">). */
export function SkipLink() {
  return <Link href="#main">Skip to content</Link>;
}

const Link = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 100;
  padding: 8px 16px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  &:focus {
    top: 8px;
  }
`;
