import styled from 'styled-components';

/**
 * A page's two columns side by side (`$columns` their widths, `$gap` between them), one above
 * the other from 860px down.
 */
export const TwoColumns = styled.div<{ $columns: string; $gap?: string }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  gap: ${({ $gap = '32px' }) => $gap};
  align-items: start;
  @media (max-width: 860px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
