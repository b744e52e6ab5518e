import styled from 'styled-components';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** Pages around the current one, with the first and last always in reach. */
function pageNumbers(page: number, last: number): (number | 'gap')[] {
  const wanted = new Set([1, last, page - 1, page, page + 1].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? ['gap' as const, n] : [n]));
}

/** Previous, page numbers and Next; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, onChange }: PaginationProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  return (
    <Nav aria-label="Pagination">
      <PageButton type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>Previous</PageButton>
      {pageNumbers(page, last).map((item, i) => (item === 'gap'
        ? <Gap key={`gap-${i}`} aria-hidden="true">…</Gap>
        : (
          <PageButton key={item} type="button" aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`} onClick={() => onChange(item)}>
            {item}
          </PageButton>
        )))}
      <PageButton type="button" disabled={page >= last} onClick={() => onChange(page + 1)}>Next</PageButton>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 6px;
  margin-top: 32px;
`;

const PageButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 8px 14px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &[aria-current='page'] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primaryText}; border-color: transparent; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

const Gap = styled.span`
  align-self: center;
  padding: 0 4px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
