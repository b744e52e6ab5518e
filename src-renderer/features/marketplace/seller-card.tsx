import { Link } from 'wouter';
import styled from 'styled-components';
import type { PublicUser } from '../../../src-shared/types';
import { Avatar } from '../../components/avatar';
import { ReportButton } from '../../components/report-dialog';
import { Muted } from '../../components/ui';

/** Who is selling: avatar (or initials) and shown name, linked to their member page. */
export function SellerCard({ seller }: { seller: PublicUser }) {
  return (
    <Wrapper aria-labelledby="seller-heading">
      <h2 id="seller-heading">Seller</h2>
      <Row>
        <Avatar name={seller.name} src={seller.avatar} size={48} />
        <Who>
          <strong>
            <Link href={`/members/${seller.id}`}>{seller.name}</Link>
          </strong>
          <Muted>Nestly member</Muted>
        </Who>
        <ReportButton targetType="user" targetId={seller.id} ownerId={seller.id} label={`Report ${seller.name}`} compact />
      </Row>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 12px;
    font-size: 1rem;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
`;
