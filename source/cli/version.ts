// The version hoshin reports (--version, info, doctor).
export const VERSION = '0.1.0';
