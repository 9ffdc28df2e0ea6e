/** Levels and badges of the back office (`levels`, admin namespace; function `adminlevel`). */
export const levelsZhCN = {
  title: '等级勋章',
  tabLevels: '等级',
  tabBadges: '勋章',
  actions: '操作',
  edit: '编辑',
  delete: '删除',
  saved: '已保存',
  deleted: '已删除',
  upload: '上传图片',
  remove: '移除',
  level: {
    add: '新增等级',
    edit: '编辑等级',
    name: '等级名称',
    icon: '等级图标',
    experience: '升级经验',
    experienceHint: '经验达到此值即升到该等级（0–9999）',
    deleteConfirm: '确定删除等级“{name}”吗？',
  },
  badge: {
    add: '新增勋章',
    edit: '编辑勋章',
    name: '勋章名称',
    icon: '勋章图标',
    image: '勋章图片',
    condition: '获得条件',
    count: '数量',
    sort: '排序',
    enabled: '启用',
    awarded: '获得人数',
    deleteConfirm: '确定删除勋章“{name}”吗？已获得的学员将不再显示它。',
    conditions: {
      loginStreak: '连续登录',
      trainingCompleted: '完成培训',
      profileComplete: '完善个人信息',
    },
    conditionText: {
      loginStreak: '连续登录{count}天',
      trainingCompleted: '完成{count}个培训任务',
      profileComplete: '个人信息完整（姓名、头像、性别、手机号）',
    },
  },
  rules: {
    nameRequired: '请输入名称',
    experienceRange: '升级经验须为{min}到{max}之间的整数',
    conditionInvalid: '请选择获得条件',
    countRange: '数量须为{min}到{max}之间的整数',
    sortRange: '排序须为{min}到{max}之间的整数',
    iconInvalid: '图片无效，请重新上传',
  },
} as const;

/** The server's refusals of levels and badges (`errors.levels`). */
export const levelsErrorsZhCN = {
  levelNotFound: '等级不存在',
  badgeNotFound: '勋章不存在',
  experienceTaken: '已有等级的升级经验是{experience}，请换一个',
  tooMany: '最多只能设置{max}个',
} as const;
