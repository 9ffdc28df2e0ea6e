import { Alert, Typography } from 'antd';
import { useT } from '../../../app';
import { useAdminQuery } from '../../data/queries';

/**
 * How many learners the package's saved range reaches, and a warning before publishing to no one:
 * such a package would be published, yet show 0/0 in every report (docs/reports.md "Packages that reach no one").
 */
export function PublishReach({ packageId }: { packageId: string }) {
  const t = useT();
  const reach = useAdminQuery('packages', 'reach', { id: packageId });
  if (!reach.data) return null;
  const count = reach.data.learners;
  if (count === 0) {
    return (
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} data-testid="publish-no-learners" title={t('trainingAdmin.publish.noLearners', { count })} />
    );
  }
  return (
    <Typography.Paragraph type="secondary" data-testid="publish-reach">
      {t('trainingAdmin.publish.reach', { count })}
    </Typography.Paragraph>
  );
}
