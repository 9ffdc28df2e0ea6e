import type { AccountChoice } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useT } from '../../app';
import { ListAction } from '../../components/ListAction';
import { UserAvatar } from '../../components/UserAvatar';
import { DialogPopup } from '../../components/DialogPopup';

interface Props {
  choices: AccountChoice[];
  onChoose: (userid: string) => void;
  onCancel: () => void;
}

/** The multi-account chooser (spec §2.2): avatar, username, organisation and department per match. */
export function AccountChooser({ choices, onChoose, onCancel }: Props) {
  const t = useT();
  return (
    <DialogPopup title={t('login.chooseAccount')} onMaskClick={onCancel} style={{ '--min-width': 'min(420px, 92vw)' }}>
      <div className="dialog-form" data-testid="account-chooser">
        <h2 className="dialog-title">{t('login.chooseAccount')}</h2>
        <List>
          {choices.map((choice) => (
            <ListAction
              key={choice.id}
              prefix={<UserAvatar path={choice.avatar} size={40} />}
              description={[choice.orgname, choice.departmentname].filter(Boolean).join(' · ')}
              onClick={() => onChoose(choice.id)}
              arrow={false}
              testId="account-choice"
            >
              {choice.username}
            </ListAction>
          ))}
        </List>
        <div className="dialog-actions">
          <Button block onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    </DialogPopup>
  );
}
