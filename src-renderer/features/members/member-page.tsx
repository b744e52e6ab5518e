import styled from 'styled-components';
import { formatDate } from '../../../src-shared/format/dates';
import type { PublicProfile } from '../../../src-shared/types';
import { useMember } from '../../api/members';
import { useProducts } from '../../api/products';
import { Avatar } from '../../components/avatar';
import { ContentNotAvailable } from '../../components/content-not-available';
import { ListingResults } from '../../components/listings/listing-results';
import { ReportButton } from '../../components/report-dialog';
import { LoadingPage } from '../../components/skeleton';
import { Muted, Page } from '../../components/ui';
import { StatCards } from '../../components/stat-cards';
import { useDocumentTitle } from '../../components/use-document-title';
import { replyTimeText } from './reply-time';

const PAGE_SIZE = 12;

function parseMemberId(value: string): number | null {
  return /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function Facts({ member }: { member: PublicProfile }) {
  const reply = replyTimeText(member.replyTimeMinutes);
  const facts = [
    { label: 'Member since', value: formatDate(member.memberSince) },
    { label: 'Active listings', value: String(member.activeListings) },
    { label: 'Sold', value: String(member.soldListings) },
    { label: 'Typical reply', value: reply ?? 'Not enough replies yet' },
  ];
  return (
    <FactsRow>
      <StatCards label={`About ${member.name}`} stats={facts} minWidth="150px" figureSize="1.25rem" />
    </FactsRow>
  );
}

function MemberListings({ member }: { member: PublicProfile }) {
  const query = useProducts({ seller_id: member.id, pageSize: PAGE_SIZE });
  return (
    <section aria-labelledby="member-listings-heading">
      <h2 id="member-listings-heading">{`Listings by ${member.name}`}</h2>
      <ListingResults
        query={query}
        list={{ page: 1, goToPage: () => undefined, hasFilters: false }}
        skeletons={4}
        emptyHint={`${member.name} has nothing for sale right now.`}
      />
    </section>
  );
}

/** /members/{id}: who a member is, as a buyer weighing them up sees it. */
export function MemberPage({ params }: { params: { id: string } }) {
  const id = parseMemberId(params.id);
  const { data: member, isLoading, isError } = useMember(id);
  useDocumentTitle(member?.name ?? (isLoading ? 'Member' : 'Member Not Found'));
  if (id !== null && isLoading) return <LoadingPage height="40px" width="40%" />;
  if (id === null || isError || !member) {
    return (
      <ContentNotAvailable title="Member Not Found" message="This member's page is not available." redirectPath="/marketplace" redirectLabel="Marketplace" />
    );
  }
  return (
    <Page>
      <Header>
        <Avatar name={member.name} src={member.avatar} size={88} />
        <Who>
          <h1>{member.name}</h1>
          {member.location && <Muted>{member.location}</Muted>}
          {member.bio && <Bio>{member.bio}</Bio>}
        </Who>
        <ReportButton targetType="user" targetId={member.id} ownerId={member.id} label={`Report ${member.name}`} />
      </Header>
      <Facts member={member} />
      <MemberListings member={member} />
    </Page>
  );
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 20px;
  margin-bottom: 24px;
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Who = styled.div`
  flex: 1;
  min-width: 200px;
  display: grid;
  gap: 4px;
`;

const Bio = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const FactsRow = styled.div`
  margin-bottom: 32px;
`;
