export declare const DEMO_ORGANISATION_NAME: string;
export declare const DEMO_ADMIN_EMAIL: string;
export declare const DEMO_ADMIN_PASSWORD: string;
export declare const DEMO_MEMBER_EMAIL: string;
export declare const DEMO_MEMBER_PASSWORD: string;
