import { Skeleton } from '../../components/ui/skeleton';

/** Placeholder paragraphs of a content page, at reading width. */
export function ProseSkeleton({ title }: { title: string }) {
  return (
    <article className="prose" aria-busy="true">
      <h1>{title}</h1>
      {[96, 90, 94, 72, 88, 60].map((w) => (
        <Skeleton key={w} isText width={`${w}%`} />
      ))}
    </article>
  );
}
