import { Link } from 'wouter';
import styled from 'styled-components';
import type { SavedSearch } from '../../../src-shared/types';
import { useDeleteSavedSearch, useMarkSavedSearchSeen, useSavedSearches } from '../../api/saved-searches';
import { addressOf, describeFilters } from '../../components/listings/search-filters';
import { surfaceBox } from '../../components/panel-box';
import { showToast } from '../../components/toast';
import { Badge, Button, Muted } from '../../components/ui';

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const remove = useDeleteSavedSearch();
  const seen = useMarkSavedSearchSeen();
  const handleDelete = () => remove.mutate(search.id, { onSuccess: () => showToast('Search deleted', `"${search.name}" is no longer saved.`, 'success') });
  return (
    <Row data-testid="saved-search">
      <div>
        <Link href={addressOf(search.filters)} onClick={() => search.new_count > 0 && seen.mutate(search.id)}>
          {search.name}
        </Link>
        {search.new_count > 0 && <Badge $tone="success">{`${search.new_count} new`}</Badge>}
        <Muted>{describeFilters(search.filters)}</Muted>
      </div>
      <Button type="button" $variant="ghost" disabled={remove.isPending} onClick={handleDelete} aria-label={`Delete saved search ${search.name}`}>
        Delete
      </Button>
    </Row>
  );
}

/** The member's saved marketplace searches, each with how many new listings match it. */
export function SavedSearchesSection() {
  const { data: searches, isLoading } = useSavedSearches();
  return (
    <Wrapper aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading">Saved Searches</h2>
      {isLoading && <Muted>Loading…</Muted>}
      {searches?.length === 0 && <Muted>None yet. Use “Save this search” on the marketplace to hear of new listings that match.</Muted>}
      {searches && searches.length > 0 && (
        <List>
          {searches.map((search) => (
            <li key={search.id}>
              <SavedSearchRow search={search} />
            </li>
          ))}
        </List>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.section`
  ${surfaceBox}
  padding: 20px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 10px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  a {
    font-weight: 700;
    margin-right: 8px;
    overflow-wrap: anywhere;
  }
`;
