import type { AccountChoice } from '@peilian/shared';
import Avatar from 'antd-mobile/es/components/avatar';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import List from 'antd-mobile/es/components/list';
import { useT } from '../app/hooks';
import { ListAction } from '../components/ListAction';
import { avatarUrl } from '../identity/avatar';

interface Props {
  choices: AccountChoice[];
  onChoose: (userid: string) => void;
  onCancel: () => void;
}

/** The multi-account chooser (spec §2.2): avatar, username, organisation and department per match. */
export function AccountChooser({ choices, onChoose, onCancel }: Props) {
  const t = useT();
  return (
    <CenterPopup visible onMaskClick={onCancel} style={{ '--min-width': 'min(420px, 92vw)' }}>
      <div className="dialog-form" data-testid="account-chooser">
        <h2 className="dialog-title">{t('login.chooseAccount')}</h2>
        <List>
          {choices.map((choice) => (
            <ListAction
              key={choice.id}
              prefix={<Avatar src={avatarUrl(choice.avatar)} style={{ '--size': '40px', '--border-radius': '50%' }} />}
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
    </CenterPopup>
  );
}
