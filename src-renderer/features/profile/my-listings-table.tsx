import { Link } from 'wouter';
import styled from 'styled-components';
import { formatDate } from '../../../src-shared/format/dates';
import { formatMoney } from '../../../src-shared/format/money';
import type { Product } from '../../../src-shared/types';
import { CoverImage } from '../../components/cover-image';
import { Button } from '../../components/ui';
import { ModerationNotice } from '../../components/listings/moderation-notice';
import { StatusBadge } from '../../components/listings/status-badge';
import { ListingStatusSelect } from '../../components/listings/listing-status-actions';
import { ColumnHeads, tableCells, tableFrame } from '../../components/data-table';

interface MyListingsTableProps {
  products: Product[];
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/**
 * The member's listings: Image, Name, Price, Status, Posted, Actions. On a phone the table keeps
 * its columns and scrolls sideways inside its own frame (which takes keyboard focus to scroll).
 */
export function MyListingsTable({ products, onEdit, onDelete }: MyListingsTableProps) {
  return (
    <Frame role="region" aria-labelledby="my-listings-caption" tabIndex={0}>
      <Table>
        <caption id="my-listings-caption" className="visually-hidden">
          Your listings
        </caption>
        <thead>
          <ColumnHeads columns={['Image', 'Name', 'Price', 'Status', 'Posted', 'Actions']} />
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id} data-testid="my-listing-row">
              <td>
                <CoverImage src={product.image} />
              </td>
              <td>
                <Link href={`/marketplace/listing/${product.id}`}>{product.name}</Link>
              </td>
              <td>{formatMoney(product.price)}</td>
              <td>
                <StatusBadge status={product.status} />
                <ModerationNotice moderation={product.moderation} isCompact />
              </td>
              <td>
                <time dateTime={product.created_at}>{formatDate(product.created_at)}</time>
              </td>
              <td>
                <Actions>
                  <ListingStatusSelect product={product} />
                  <Button type="button" $variant="secondary" onClick={() => onEdit(product)} aria-label={`Edit ${product.name}`}>
                    Edit
                  </Button>
                  <Button type="button" $variant="ghost" onClick={() => onDelete(product)} aria-label={`Delete ${product.name}`}>
                    Delete
                  </Button>
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}

const Frame = styled.div`
  ${tableFrame}
`;

const Table = styled.table`
  ${tableCells}
  min-width: 780px;
  td:nth-child(2) {
    min-width: 180px;
    overflow-wrap: anywhere;
  }
  td:nth-child(2) a {
    font-weight: 600;
  }
  td:nth-child(5) {
    white-space: nowrap;
  }
  img {
    display: block;
    width: 56px;
    height: 56px;
    border-radius: 8px;
    object-fit: cover;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
`;
