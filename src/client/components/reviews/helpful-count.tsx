/** '3 people found this helpful': the count as text, for viewers who cannot vote on the review (and while 'Helpful' loads). */
export function HelpfulCount({ count }: { count: number }) {
  if (count === 0) return null;
  return <span className="self-center text-sm text-slate-600">{count === 1 ? '1 person' : `${count} people`} found this helpful</span>;
}
