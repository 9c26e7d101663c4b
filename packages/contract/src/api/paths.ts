/** Every API path of SPEC §7 served so far, relative to {host}/api/. */
export const PATHS = {
  user: {
    login: 'user/login',
    register: 'user/register',
    doRegister: 'member/doRegister',
    logout: 'user/logout',
    userInfo: 'user/userInfo',
    resetPassword: 'user/resetpwd',
    setWithdrawPassword: 'user/secondarypwd',
    resetWithdrawPassword: 'user/resetsecondarypwd',
    getUser: 'common/getUser',
    getUserBalance: 'common/getUserBalance',
  },
  common: {
    systemInfo: 'common/getSystemInfo',
    sysDictionary: 'common/getSysDictionary',
    defaultAvatar: 'common/getDefaultAvatar',
    checkUpdate: 'common/checkUpdate',
    upload: 'common/upload',
  },
} as const;
