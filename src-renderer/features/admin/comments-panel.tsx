import { useState } from 'react';
import styled from 'styled-components';
import { useAdminLiveRefresh, useAdminComments, type CommentFilter } from '../../api/admin';
import { Pagination } from '../../components/pagination';
import { Card, Select } from '../../components/ui';
import { PanelHeading, PanelNote, Spinner } from './admin-kit';
import { CommentRow } from './comment-row';

const PAGE_SIZE = 20;

const FILTERS: Array<{ value: CommentFilter; label: string }> = [
  { value: 'all', label: 'All comments' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** The Comments tab: every comment, pending ones first, filtered by status; approve or reject each. */
export function CommentsPanel() {
  const [status, setStatus] = useState<CommentFilter>('all');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useAdminComments({ status, page, pageSize: PAGE_SIZE });
  // a new pending comment or report, or another admin's decision, shows without a reload
  useAdminLiveRefresh();

  return (
    <section aria-labelledby="comments-heading">
      <PanelHeading>
        <h2 id="comments-heading">Comments</h2>
        <Filter>
          <label htmlFor="comment-status-filter">Status</label>
          <Select
            id="comment-status-filter"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as CommentFilter);
              setPage(1);
            }}
          >
            {FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </Select>
        </Filter>
      </PanelHeading>
      {isLoading && <Spinner label="Loading comments" />}
      {isError && <PanelNote role="alert">Comments could not be loaded. Please try again later.</PanelNote>}
      {data && data.items.length === 0 && <PanelNote>No comments here.</PanelNote>}
      {data && data.items.length > 0 && (
        <List>
          {data.items.map((comment) => (
            <CommentRow key={comment.id} comment={comment} />
          ))}
        </List>
      )}
      <Pagination page={page} total={data?.total ?? 0} pageSize={PAGE_SIZE} onPageChange={setPage} />
    </section>
  );
}

const List = styled(Card).attrs({ as: 'ul' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Filter = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  label {
    font-weight: 600;
  }
`;
