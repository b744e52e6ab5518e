import type { ReportReason } from '../types';

/** What the Report dialog and the moderation queue call each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  scam: 'Scam or fraud',
  inappropriate: 'Inappropriate content',
  harassment: 'Harassment or bullying',
  prohibited: 'Prohibited or unsafe item',
  other: 'Something else',
};
