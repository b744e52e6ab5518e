import { useState } from 'react';
import styled from 'styled-components';
import { useAdminUsers } from '../../api/admin';
import { Pagination } from '../../components/pagination';
import { SearchField } from '../../components/search-field';
import { AdminTable, PanelHeading, PanelNote, Spinner } from './admin-kit';
import { UserRow } from './user-row';
import { ColumnHeads } from '../../components/data-table';

const PAGE_SIZE = 20;

/** The Users tab: every member, searchable by name or email, a page at a time; roles and reactivation. */
export function UsersPanel() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useAdminUsers({ search, page, pageSize: PAGE_SIZE });

  const handleSearch = (text: string) => {
    setSearch(text);
    setPage(1);
  };

  return (
    <section aria-labelledby="users-heading">
      <PanelHeading>
        <h2 id="users-heading">Users</h2>
        <Search id="admin-user-search" label="Search members" placeholder="Search by name or email..." value={search} onSearch={handleSearch} />
      </PanelHeading>
      {isLoading && <Spinner label="Loading members" />}
      {isError && <PanelNote role="alert">Members could not be loaded. Please try again later.</PanelNote>}
      {data && data.items.length === 0 && <PanelNote>{search ? `No members match “${search}”.` : 'No members yet.'}</PanelNote>}
      {data && data.items.length > 0 && (
        <AdminTable
          caption="Members"
          head={<ColumnHeads columns={['Member', 'Email', 'Role', 'Status', 'Listings', 'Joined', <span className="visually-hidden">Actions</span>]} />}
        >
          {data.items.map((user) => (
            <UserRow key={`${user.id}-${user.role}`} user={user} />
          ))}
        </AdminTable>
      )}
      <Pagination page={page} total={data?.total ?? 0} pageSize={PAGE_SIZE} onPageChange={setPage} />
    </section>
  );
}

const Search = styled(SearchField)`
  flex: 1 1 280px;
  max-width: 480px;
`;
