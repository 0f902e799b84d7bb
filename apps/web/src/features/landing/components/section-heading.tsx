type SectionHeadingProps = { id: string; eyebrow: string; title: string; description?: string };

export function SectionHeading({ id, eyebrow, title, description }: SectionHeadingProps) {
  return (
    <div className="mx-auto grid max-w-2xl gap-3 text-center">
      <p className="text-sm font-semibold tracking-wide text-primary-ink uppercase">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description ? (
        <p className="text-lg leading-relaxed text-muted-foreground">{description}</p>
      ) : null}
    </div>
  );
}
