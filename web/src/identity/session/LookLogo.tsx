/**
 * The organisation's logo where the product's name stands (the login page, the learner top bar, the
 * back office's sidebar): the small logo on a narrow screen when there is one; with neither, the
 * name as text. The name is always the image's text alternative.
 */
export function LookLogo({ logo, small, name, className, testId }: { logo: string; small?: string; name: string; className: string; testId: string }) {
  if (!logo && !small) return <span className={className}>{name}</span>;
  return (
    <span className={className}>
      <picture>
        {logo && small && <source media="(max-width: 480px)" srcSet={small} />}
        <img src={logo || small} alt={name} className="look-logo" data-testid={testId} />
      </picture>
    </span>
  );
}
