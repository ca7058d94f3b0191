/** 导出我的数据 and 注销账号 (issue 30): every Chinese text the calls answer and the pages show. */
import { DELETION, RETENTION } from '#lib/legal/retention.ts';

export const PRIVACY_MSG = {
  exportRequested: '已开始准备您的数据，完成后可在本页下载',
  exportPending: '您的数据正在准备中，请稍后刷新本页',
  exportDailyLimit: (max: number) => `每天最多申请导出${max}次，请明天再试`,
  exportInvalid: '下载链接无效',
  exportExpired: `下载链接已过期（导出文件保留${RETENTION.exportDays}天），请重新申请导出`,
  exportSignInFirst: '请先登录后再下载',
  exportOtherUser: '该下载链接属于其他账号',
  exportGone: '导出文件不存在或已过期，请重新申请导出',
  exportErrorTitle: '无法下载',
  exportFailed: '导出失败，请重新申请',
  deletionRequested: (due: string) => `注销申请已提交，将于${due}执行；在此之前您可以随时撤销`,
  deletionPending: '您已提交注销申请，无需重复提交',
  deletionNone: '没有待处理的注销申请',
  deletionWithdrawn: '已撤销注销申请，账号恢复正常',
  deletionVerifyRequired: '请输入登录密码或短信验证码以确认身份',
  deletionPasswordWrong: '密码错误，请重新输入',
  deletionNoPassword: '您的账号未设置密码，请使用短信验证码确认身份',
  deletionNoMobile: '您的账号未绑定手机号，请使用登录密码确认身份',
  deletionCannotVerify:
    '您的账号既未设置密码也未绑定手机号，无法确认是您本人：请先在个人中心的“账号绑定”中绑定手机号，再申请注销',
  deletionVerifyTooMany: '身份验证失败次数过多，请1小时后再试',
  deletionConfirmRequired: '请勾选“我已了解注销后果”',
  deletionReasonLength: '注销原因不能超过200个字',
  closedNickname: '已注销用户',
} as const;

/** What 注销账号 does, shown before the member confirms (the same words the privacy policy uses). */
export const DELETION_EFFECTS = {
  erased: [
    '手机号、账号名、登录密码、昵称、生日、地区、单位',
    '绑定的微信、QQ 身份',
    '常用发票抬头，发票上的地址、电话与邮箱',
    '收藏、积分与积分记录、勋章、VIP 权益',
    '发布的供求信息、保存的数据检索查询',
    '登录会话（所有设备立即退出）与登录记录',
  ],
  kept: [
    `订单与发票：按会计档案要求保存${RETENTION.accountingYears}年，不再与您的身份关联`,
    '百科词条、版本与评论：保留内容，作者显示为“已注销用户”',
    '您同意用户协议与隐私政策的记录（同意的版本与时间）',
  ],
  coolingOff: `提交后有${DELETION.coolingOffDays}天冷静期，期间可随时撤销；期满后注销不可恢复。同一手机号之后可以重新注册为新账号。`,
} as const;

/** Requests per member: one pending at a time and this many a China day. */
export const EXPORT_LIMITS = { perDay: 3 } as const;

/** The states a member sees: 准备中 / 可下载 / 已过期 (and a failure). */
export const EXPORT_STATE_LABEL: Record<string, string> = {
  queued: '准备中',
  ready: '可下载',
  expired: '已过期',
  failed: '失败',
};
