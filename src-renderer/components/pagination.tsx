import styled from 'styled-components';
import { pageNumbers } from './page-numbers';

/** Lists show 9 items a page; the bar appears only when there are more than that. */
export const LIST_PAGE_SIZE = 9;

interface PaginationProps {
  page: number;
  total: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
}

/** Previous, page numbers and Next; hidden when everything fits on one page. */
export function Pagination({ page, total, pageSize = LIST_PAGE_SIZE, onPageChange }: PaginationProps) {
  const pageCount = Math.ceil(total / pageSize);
  if (total <= pageSize) return null;
  return (
    <Nav aria-label="Pagination">
      <PageButton type="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </PageButton>
      {pageNumbers(page, pageCount).map((item, index) =>
        item === 'gap' ? (
          <Gap key={`gap-${index}`} aria-hidden="true">
            …
          </Gap>
        ) : (
          <PageButton key={item} type="button" aria-current={item === page ? 'page' : undefined} aria-label={`Page ${item}`} onClick={() => onPageChange(item)}>
            {item}
          </PageButton>
        ),
      )}
      <PageButton type="button" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
      </PageButton>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  margin-top: 32px;
`;

const PageButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 8px 14px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Gap = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
