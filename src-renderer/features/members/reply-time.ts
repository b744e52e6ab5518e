/** A median reply time in minutes, in words: "within an hour", "within 3 hours", "within 2 days". */
export function replyTimeText(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes < 60) return 'within an hour';
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'within a day' : `within ${days} days`;
}
