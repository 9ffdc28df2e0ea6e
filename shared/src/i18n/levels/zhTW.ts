import type { Messages } from '../messages.js';

export const levelsZhTW: Messages['levels'] = {
  title: '等級勳章',
  tabLevels: '等級',
  tabBadges: '勳章',
  actions: '操作',
  edit: '編輯',
  delete: '刪除',
  saved: '已儲存',
  deleted: '已刪除',
  upload: '上傳圖片',
  remove: '移除',
  level: {
    add: '新增等級',
    edit: '編輯等級',
    name: '等級名稱',
    icon: '等級圖示',
    experience: '升級經驗',
    experienceHint: '經驗達到此值即升到該等級（0–9999）',
    deleteConfirm: '確定刪除等級「{name}」嗎？',
  },
  badge: {
    add: '新增勳章',
    edit: '編輯勳章',
    name: '勳章名稱',
    icon: '勳章圖示',
    image: '勳章圖片',
    condition: '獲得條件',
    count: '數量',
    sort: '排序',
    enabled: '啟用',
    awarded: '獲得人數',
    deleteConfirm: '確定刪除勳章「{name}」嗎？已獲得的學員將不再顯示它。',
    conditions: {
      loginStreak: '連續登入',
      trainingCompleted: '完成培訓',
      profileComplete: '完善個人資料',
    },
    conditionText: {
      loginStreak: '連續登入{count}天',
      trainingCompleted: '完成{count}個培訓任務',
      profileComplete: '個人資料完整（姓名、頭像、性別、手機號碼）',
    },
  },
  rules: {
    nameRequired: '請輸入名稱',
    experienceRange: '升級經驗須為{min}到{max}之間的整數',
    conditionInvalid: '請選擇獲得條件',
    countRange: '數量須為{min}到{max}之間的整數',
    sortRange: '排序須為{min}到{max}之間的整數',
    iconInvalid: '圖片無效，請重新上傳',
  },
};

export const levelsErrorsZhTW: Messages['errors']['levels'] = {
  levelNotFound: '等級不存在',
  badgeNotFound: '勳章不存在',
  experienceTaken: '已有等級的升級經驗是{experience}，請換一個',
  tooMany: '最多只能設定{max}個',
};
