import { useState, type ReactNode } from 'react';
import { useDeleteContent, type ContentKind } from '../../api/admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Pagination } from '../../components/pagination';
import { showToast } from '../../components/toast';
import styled from 'styled-components';
import { Badge, Button, ButtonLink } from '../../components/ui';
import { AdminTable, PanelNote, RowActions, Spinner } from './admin-kit';
import { cutTitle } from './admin-place';
import { ColumnHeads } from '../../components/data-table';

export interface ContentRow {
  id: number;
  title: string;
  /** the other columns, in the order of `columns` */
  cells: ReactNode[];
  viewHref: string;
  /** a draft: seen by admins only until it is published */
  isDraft?: boolean;
  /** an authoring form to go to, or a dialog to open */
  edit: { href: string } | { onEdit: () => void };
}

interface ContentTableProps {
  kind: ContentKind;
  /** what one item is called: 'blog post', 'listing' */
  noun: string;
  caption: string;
  columns: string[];
  rows: ContentRow[] | undefined;
  isLoading: boolean;
  isError: boolean;
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** One kind of content as a table: titles cut to 50 characters, View, Edit, and Delete after a confirmation. */
export function ContentTable({ kind, noun, caption, columns, rows, isLoading, isError, page, total, pageSize, onPageChange }: ContentTableProps) {
  const [doomed, setDoomed] = useState<ContentRow | null>(null);
  const deleteContent = useDeleteContent(kind);

  const confirmDelete = async () => {
    if (!doomed) return;
    try {
      await deleteContent.mutateAsync(doomed.id);
      showToast('Content deleted', undefined, 'success');
      setDoomed(null);
    } catch {
      // the toast comes from the mutation's meta; the dialog stays so the admin can retry or cancel
    }
  };

  if (isLoading) return <Spinner label={`Loading ${caption.toLowerCase()}`} />;
  if (isError) return <PanelNote role="alert">{`${caption} could not be loaded. Please try again later.`}</PanelNote>;
  if (!rows?.length) return <PanelNote>{`No ${caption.toLowerCase()} yet.`}</PanelNote>;
  return (
    <>
      <AdminTable caption={caption} head={<ColumnHeads columns={['Title', ...columns, 'Actions']} />}>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" title={row.title}>
              {cutTitle(row.title)}
              {row.isDraft && <DraftBadge $tone="muted">Draft</DraftBadge>}
            </th>
            {row.cells.map((cell, index) => (
              <td key={columns[index]} data-label={columns[index]}>
                {cell}
              </td>
            ))}
            <td>
              <RowActions>
                <ButtonLink href={row.viewHref} $variant="ghost" aria-label={`View ${row.title}`}>
                  View
                </ButtonLink>
                {'href' in row.edit ? (
                  <ButtonLink href={row.edit.href} $variant="secondary" aria-label={`Edit ${row.title}`}>
                    Edit
                  </ButtonLink>
                ) : (
                  <Button type="button" $variant="secondary" aria-label={`Edit ${row.title}`} onClick={row.edit.onEdit}>
                    Edit
                  </Button>
                )}
                <Button type="button" $variant="danger" aria-label={`Delete ${row.title}`} onClick={() => setDoomed(row)}>
                  Delete
                </Button>
              </RowActions>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination page={page} total={total} pageSize={pageSize} onPageChange={onPageChange} />
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => {
          if (!open) setDoomed(null);
        }}
        title={`Delete this ${noun}?`}
        description={doomed ? `“${cutTitle(doomed.title)}” will be removed for good. This cannot be undone.` : ''}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        isBusy={deleteContent.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

const DraftBadge = styled(Badge)`
  margin-left: 8px;
  vertical-align: middle;
`;
