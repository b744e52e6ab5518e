import styled from 'styled-components';
import type { Review, ReviewVote } from '../../../src-shared/types';
import { useCurrentUser } from '../../api/auth';
import { useReviewVote } from '../../api/reviews';
import { showToast } from '../../components/toast';
import { Button } from '../../components/ui';

/** Helpful (n) and Not Helpful (n): one vote per member; pressing your own vote again withdraws it. */
export function ReviewVotes({ review, detailKey }: { review: Review; detailKey: string }) {
  const { isSignedIn } = useCurrentUser();
  const vote = useReviewVote(review, detailKey);

  const handleVote = (choice: ReviewVote) => {
    if (!isSignedIn) {
      showToast('Sign in required', 'Please sign in to vote on reviews', 'info');
      return;
    }
    vote.mutate(review.my_vote === choice ? null : choice);
  };

  return (
    <Row role="group" aria-label="Was this review helpful?">
      <span>Was this review helpful?</span>
      <Button type="button" $variant="secondary" aria-pressed={review.my_vote === 'helpful'} disabled={vote.isPending} onClick={() => handleVote('helpful')}>
        {`Helpful (${review.helpful_count})`}
      </Button>
      <Button
        type="button"
        $variant="secondary"
        aria-pressed={review.my_vote === 'not_helpful'}
        disabled={vote.isPending}
        onClick={() => handleVote('not_helpful')}
      >
        {`Not Helpful (${review.not_helpful_count})`}
      </Button>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  span {
    font-weight: 600;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
