import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAdminUsers } from '../../api/admin';
import { Pagination } from '../../components/pagination';
import { Button, Input } from '../../components/ui';
import { AdminTable, PanelHeading, PanelNote, Spinner } from './admin-kit';
import { UserRow } from './user-row';

const PAGE_SIZE = 20;

const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  flex: 1 1 280px;
  max-width: 480px;
`;

/** The Users tab: every member, searchable by name or email, a page at a time; roles and reactivation. */
export function UsersPanel() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useAdminUsers({ search, page, pageSize: PAGE_SIZE });

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim());
    setPage(1);
  };

  return (
    <section aria-labelledby="users-heading">
      <PanelHeading>
        <h2 id="users-heading">Users</h2>
        <SearchForm role="search" onSubmit={handleSearch}>
          <label className="visually-hidden" htmlFor="admin-user-search">
            Search members
          </label>
          <Input id="admin-user-search" type="search" placeholder="Search by name or email..." value={text} onChange={(event) => setText(event.target.value)} />
          <Button type="submit">Search</Button>
        </SearchForm>
      </PanelHeading>
      {isLoading && <Spinner label="Loading members" />}
      {isError && <PanelNote role="alert">Members could not be loaded. Please try again later.</PanelNote>}
      {data && data.items.length === 0 && <PanelNote>{search ? `No members match “${search}”.` : 'No members yet.'}</PanelNote>}
      {data && data.items.length > 0 && (
        <AdminTable
          caption="Members"
          head={
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Listings</th>
              <th scope="col">Joined</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          }
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
