import styled from 'styled-components';

/**
 * Admin-written HTML. The server sanitises it to the spec's tags on write and again on read
 * (no scripts, handlers or unsafe URLs), which is what makes setting it as HTML safe here.
 */
export function RichContent({ html }: { html: string }) {
  return <Body dangerouslySetInnerHTML={{ __html: html }} />;
}

const Body = styled.div`
  font-size: 1.075rem;
  line-height: 1.75;
  overflow-wrap: anywhere;
  h2 {
    font-size: 1.5rem;
    margin: 2rem 0 0.75rem;
  }
  h3 {
    font-size: 1.2rem;
    margin: 1.5rem 0 0.5rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 1rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
  img {
    height: auto;
    border-radius: 10px;
    margin: 1rem 0;
  }
  iframe {
    width: 100%;
    aspect-ratio: 16 / 9;
    height: auto;
    border: 0;
    border-radius: 10px;
    margin: 1rem 0;
  }
  blockquote {
    margin: 1.5rem 0;
    padding: 0.5rem 0 0.5rem 1.25rem;
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textMuted};
    font-style: italic;
  }
`;
