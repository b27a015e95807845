/** Generated from docs/openapi.json by npm run openapi (openapi-typescript). Do not edit. */
export interface paths {
    "/api/v1/app-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET app-data
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_COMPANY_MANAGER, ROLE_COMPANY_TECHNICIAN, ROLE_PLATFORM_ADMIN. Rate-limit group `app-data` (60 per 60 s per key by default).
         */
        get: operations["getAppData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/automations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET companies/{company_uuid}/automations
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_COMPANY_MANAGER, ROLE_PLATFORM_ADMIN. Rate-limit group `read` (300 per 60 s per key by default).
         */
        get: operations["listAutomations"];
        put?: never;
        /**
         * POST companies/{company_uuid}/automations
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_PLATFORM_ADMIN. Rate-limit group `write` (60 per 60 s per key by default).
         */
        post: operations["createAutomation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/automations/{automation_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET companies/{company_uuid}/automations/{automation_uuid}
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_COMPANY_MANAGER, ROLE_PLATFORM_ADMIN. Rate-limit group `read` (300 per 60 s per key by default).
         */
        get: operations["getAutomation"];
        /**
         * PUT companies/{company_uuid}/automations/{automation_uuid}
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_PLATFORM_ADMIN. Rate-limit group `write` (60 per 60 s per key by default).
         */
        put: operations["replaceAutomation"];
        post?: never;
        /**
         * DELETE companies/{company_uuid}/automations/{automation_uuid}
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_PLATFORM_ADMIN. Rate-limit group `write` (60 per 60 s per key by default).
         */
        delete: operations["deleteAutomation"];
        options?: never;
        head?: never;
        /**
         * PATCH companies/{company_uuid}/automations/{automation_uuid}
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_PLATFORM_ADMIN. Rate-limit group `write` (60 per 60 s per key by default).
         */
        patch: operations["updateAutomation"];
        trace?: never;
    };
    "/api/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET categories
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_COMPANY_MANAGER, ROLE_COMPANY_TECHNICIAN. Rate-limit group `read` (300 per 60 s per key by default). Acts on the caller's own company.
         */
        get: operations["listCategories"];
        put?: never;
        /**
         * POST categories
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_COMPANY_MANAGER. Rate-limit group `write` (60 per 60 s per key by default). Acts on the caller's own company.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/categories/{category_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET categories/{category_uuid}
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_COMPANY_MANAGER, ROLE_COMPANY_TECHNICIAN. Rate-limit group `read` (300 per 60 s per key by default). Acts on the caller's own company.
         */
        get: operations["getCategory"];
        /**
         * PUT categories/{category_uuid}
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_COMPANY_MANAGER. Rate-limit group `write` (60 per 60 s per key by default). Acts on the caller's own company.
         */
        put: operations["replaceCategory"];
        post?: never;
        /**
         * DELETE categories/{category_uuid}
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_COMPANY_MANAGER. Rate-limit group `write` (60 per 60 s per key by default). Acts on the caller's own company.
         */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        /**
         * PATCH categories/{category_uuid}
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_COMPANY_MANAGER. Rate-limit group `write` (60 per 60 s per key by default). Acts on the caller's own company.
         */
        patch: operations["updateCategory"];
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET companies/{company_uuid}
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_COMPANY_MANAGER, ROLE_COMPANY_TECHNICIAN, ROLE_PLATFORM_ADMIN. Rate-limit group `read` (300 per 60 s per key by default).
         */
        get: operations["getCompany"];
        /**
         * PUT companies/{company_uuid}
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_PLATFORM_ADMIN. Rate-limit group `write` (60 per 60 s per key by default).
         */
        put: operations["replaceCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH companies/{company_uuid}
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_PLATFORM_ADMIN. Rate-limit group `write` (60 per 60 s per key by default).
         */
        patch: operations["updateCompany"];
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST companies/{company_uuid}/image
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_PLATFORM_ADMIN. Rate-limit group `upload` (10 per 60 s per key by default).
         */
        post: operations["uploadCompanyImage"];
        /**
         * DELETE companies/{company_uuid}/image
         * @description Roles: ROLE_COMPANY_OWNER. Rate-limit group `upload` (10 per 60 s per key by default).
         */
        delete: operations["deleteCompanyImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/upload-base64": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST companies/{company_uuid}/upload-base64
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_PLATFORM_ADMIN. Rate-limit group `upload` (10 per 60 s per key by default).
         */
        post: operations["uploadCompanyFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET companies/{company_uuid}/billing
         * @description Roles: ROLE_COMPANY_OWNER. Rate-limit group `billing` (10 per 60 s per key by default).
         */
        get: operations["getCompanyBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/settings-json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET companies/{company_uuid}/settings-json
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_COMPANY_MANAGER, ROLE_COMPANY_TECHNICIAN, ROLE_PLATFORM_ADMIN. Rate-limit group `read` (300 per 60 s per key by default).
         */
        get: operations["getCompanySettingsJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/update-limit/{entity}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH companies/{company_uuid}/update-limit/{entity}
         * @description Roles: ROLE_PLATFORM_ADMIN. Rate-limit group `billing` (10 per 60 s per key by default).
         */
        patch: operations["updateCompanyLimit"];
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET companies/{company_uuid}/users
         * @description Roles: ROLE_COMPANY_OWNER, ROLE_COMPANY_ADMIN, ROLE_COMPANY_MANAGER, ROLE_COMPANY_TECHNICIAN, ROLE_PLATFORM_ADMIN. Rate-limit group `read` (300 per 60 s per key by default).
         */
        get: operations["listCompanyUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AppDataRecord: {
            client_version: string;
            roles: {
                /** @enum {string} */
                code: "ROLE_COMPANY_OWNER" | "ROLE_COMPANY_ADMIN" | "ROLE_COMPANY_MANAGER" | "ROLE_COMPANY_TECHNICIAN" | "ROLE_PLATFORM_ADMIN";
                name: string;
                description: string;
            }[];
            statuses: {
                /** @enum {string} */
                code: "STATUS_ACTIVE" | "STATUS_INVITED" | "STATUS_DISABLED";
                name: string;
            }[];
            company_locations: {
                /** @description A lower-case UUID */
                company_location_uuid: string;
                name: string;
                /** @description ISO 8601 UTC with milliseconds */
                created_at: string;
                /** @description ISO 8601 UTC with milliseconds */
                updated_at: string;
            }[];
            countries: {
                /** @description A lower-case UUID */
                country_uuid: string;
                code: string;
                name: string;
                states: {
                    /** @description A lower-case UUID */
                    country_state_uuid: string;
                    code: string;
                    name: string;
                }[];
            }[];
            industries: {
                code: string;
                name: string;
            }[];
            property_locations: {
                code: string;
                name: string;
            }[];
            automation_catalog: {
                types: string[];
                triggers: {
                    types: string[];
                    operators: string[];
                };
                filters: {
                    types: string[];
                    operators: string[];
                };
                actions: string[];
            };
        };
        AutomationRecord: {
            /** @description A lower-case UUID */
            automation_uuid: string;
            /** @description A lower-case UUID */
            company_uuid: string;
            name: string;
            description: string | null;
            /** @enum {string} */
            type: "CUSTOMER" | "JOB" | "ESTIMATE" | "INVOICE";
            is_enabled: boolean;
            business_hours: {
                /** @description A time zone that Intl.DateTimeFormat accepts: an IANA zone such as Europe/Berlin, or UTC (not a bare offset) */
                timezone: string;
                /** @description No two windows of a day overlap (windows that only touch, 12:00 end and 12:00 start, do not) */
                windows: {
                    /** @enum {string} */
                    day: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
                    start: string;
                    end: string;
                }[];
            } | null;
            /** @description Each trigger's `type` equals the automation's `type` */
            triggers: ({
                /** @enum {string} */
                type: "CUSTOMER" | "JOB" | "ESTIMATE" | "INVOICE";
                /** @constant */
                operator: "IS_CHANGED_TO";
                value: string;
            } | {
                /** @enum {string} */
                type: "CUSTOMER" | "JOB" | "ESTIMATE" | "INVOICE";
                /** @constant */
                operator: "IS_CREATED";
                value: unknown;
            })[];
            filters: ({
                /** @enum {string} */
                type: "CUSTOMER" | "USER" | "JOB" | "LOCATION";
                /** @enum {string} */
                operator: "IS" | "IS_NOT";
                value: string;
            } | {
                /** @enum {string} */
                type: "CUSTOMER" | "USER" | "JOB" | "LOCATION";
                /** @enum {string} */
                operator: "IS_ONE_OF" | "IS_NOT_ONE_OF";
                value: string[];
            })[];
            actions: ({
                /** @constant */
                action: "SEND_EMAIL";
                value: string[];
                settings: {
                    subject?: string | null;
                    body: string;
                };
            } | {
                /** @constant */
                action: "SEND_SMS";
                value: string[];
                settings: {
                    body: string;
                };
            })[];
            /** @description ISO 8601 UTC with milliseconds */
            created_at: string;
            /** @description ISO 8601 UTC with milliseconds */
            updated_at: string;
        };
        CategoryRecord: {
            /** @description A lower-case UUID */
            category_uuid: string;
            /** @description A lower-case UUID */
            company_uuid: string;
            name: string;
            description: string | null;
            /** @enum {string} */
            category_group: "SERVICE_PLAN" | "DRAWING_SYMBOL";
            /** @description ISO 8601 UTC with milliseconds */
            created_at: string;
            /** @description ISO 8601 UTC with milliseconds */
            updated_at: string;
        };
        CompanyRecord: {
            /** @description A lower-case UUID */
            company_uuid: string;
            name: string;
            description: string | null;
            phone: string | null;
            email: string | null;
            website_url: string | null;
            google_my_business_listing: string | null;
            address1: string | null;
            address2: string | null;
            city: string | null;
            postal_code: string | null;
            country_uuid: string | null;
            country_state_uuid: string | null;
            latitude: string | null;
            longitude: string | null;
            primary_color: string | null;
            secondary_color: string | null;
            image_url: string | null;
            settings: {
                [key: string]: unknown;
            };
            custom_settings: {
                [key: string]: unknown;
            };
            available_integration_uuids: {
                [key: string]: unknown;
            };
            limits: {
                automations: number | null;
                categories: number | null;
                users: number | null;
                company_locations: number | null;
            };
            /** @description ISO 8601 UTC with milliseconds */
            created_at: string;
            /** @description ISO 8601 UTC with milliseconds */
            updated_at: string;
        };
        UserRecord: {
            /** @description A lower-case UUID */
            user_uuid: string;
            /** @description A lower-case UUID */
            company_uuid: string;
            display_name: string;
            first_name: string | null;
            last_name: string | null;
            email: string | null;
            phone: string | null;
            /** @enum {string} */
            role_code: "ROLE_COMPANY_OWNER" | "ROLE_COMPANY_ADMIN" | "ROLE_COMPANY_MANAGER" | "ROLE_COMPANY_TECHNICIAN";
            /** @enum {string} */
            status_code: "STATUS_ACTIVE" | "STATUS_INVITED" | "STATUS_DISABLED";
            company_location_uuids: string[];
            /** @description ISO 8601 UTC with milliseconds */
            created_at: string;
            /** @description ISO 8601 UTC with milliseconds */
            updated_at: string;
        };
        SettingsFileRecord: {
            settings_name: string;
            /** Format: uri */
            url: string;
            /** @description ISO 8601 UTC with milliseconds */
            expires_at: string;
        };
        FileChangesRecord: {
            uploaded: {
                /** @description A lower-case UUID */
                uuid: string;
                /** Format: uri */
                url: string;
                content_type: string;
                /** Format: int64 */
                size: number;
            }[];
            deleted: string[];
        };
        BillingRedirectRecord: {
            /** Format: uri */
            redirect_url: string;
        };
        ListMeta: {
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            page_size: number;
            /** Format: int64 */
            total: number;
            /** Format: int64 */
            total_pages: number;
            sort_by: string;
            /** @enum {string} */
            sort_order: "asc" | "desc";
        };
        UsersListMeta: {
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            page_size: number;
            /** Format: int64 */
            total: number;
            /** Format: int64 */
            total_pages: number;
            sort_by: string;
            /** @enum {string} */
            sort_order: "asc" | "desc";
            cached: boolean;
        };
        /** @description RFC 9457 problem details (contract §3) */
        Problem: {
            type: string;
            title: string;
            /** Format: int64 */
            status: number;
            detail: string;
            instance: string;
            code: string;
            request_id: string;
            errors?: {
                path: string;
                code: string;
                message: string;
            }[];
        };
    };
    responses: {
        /** @description The path exists, but not with this method (`method_not_allowed`); `Allow` lists its methods. Answered before authentication */
        MethodNotAllowed: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                "Cache-Control": components["headers"]["Cache-Control"];
                Allow: components["headers"]["Allow"];
                RateLimit: components["headers"]["RateLimit.optional"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description The current ETag (`*` alone for any, a list matches if any does; weak tags never match) */
        "If-Match": string;
        /** @description A previously received ETag: 304 when it is still current */
        "If-None-Match": string;
        /** @description 1–255 visible ASCII characters; the same key and body within 24 h replays the first response */
        "Idempotency-Key": string;
        /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
        "X-Request-Id": string;
    };
    requestBodies: never;
    headers: {
        /** @description The request's id: the client's X-Request-Id when well-formed, else a generated one */
        "X-Request-Id": string;
        /** @description `nosniff`, on every response (contract §3) */
        "X-Content-Type-Options": "nosniff";
        /** @description `no-store` */
        "Cache-Control": "no-store";
        /** @description Strong entity tag of the record; send it back in If-Match */
        ETag: string;
        /** @description The URL (path) of the created record, or the billing sign-in URL */
        Location: string;
        /** @description `"<group>";r=<remaining>;t=<seconds to reset>` */
        RateLimit: string;
        /** @description `"<group>";r=<remaining>;t=<seconds to reset>`; only when the request counted toward the rate limit */
        "RateLimit.optional": string;
        /** @description `"<group>";q=<limit>;w=<window seconds>` */
        "RateLimit-Policy": string;
        /** @description `"<group>";q=<limit>;w=<window seconds>`; only when the request counted toward the rate limit */
        "RateLimit-Policy.optional": string;
        /** @description Requests allowed per window in the group */
        "X-RateLimit-Limit": string;
        /** @description Requests allowed per window in the group; only when the request counted toward the rate limit */
        "X-RateLimit-Limit.optional": string;
        /** @description Requests left in the window */
        "X-RateLimit-Remaining": string;
        /** @description Requests left in the window; only when the request counted toward the rate limit */
        "X-RateLimit-Remaining.optional": string;
        /** @description End of the window, Unix seconds */
        "X-RateLimit-Reset": string;
        /** @description End of the window, Unix seconds; only when the request counted toward the rate limit */
        "X-RateLimit-Reset.optional": string;
        /** @description Seconds to wait before retrying */
        "Retry-After": string;
        /** @description `true` when the response is the replay of an earlier request with the same Idempotency-Key */
        "Idempotent-Replayed": "true";
        /** @description `Bearer` */
        "WWW-Authenticate": string;
        /** @description The methods of the path, comma-separated */
        Allow: string;
        /** @description The request's Origin, only when it is one of the configured CORS origins */
        "Access-Control-Allow-Origin": string;
        /** @description `private, no-cache`: the client may keep app-data and revalidates it with If-None-Match (contract §12) */
        "Cache-Control.revalidate": "private, no-cache";
        /** @description Seconds to wait before retrying a request whose Idempotency-Key is still in progress (`idempotency_in_progress`) */
        "Retry-After.optional": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAppData: {
        parameters: {
            query?: never;
            header?: {
                /** @description A previously received ETag: 304 when it is still current */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference data (revalidate with If-None-Match) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control.revalidate"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AppDataRecord"];
                    };
                };
            };
            /** @description Not modified: If-None-Match holds the current ETag */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control.revalidate"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAutomations: {
        parameters: {
            query?: {
                /** @description An integer ≥ 1 (default 1); a page past the end is empty */
                page?: string;
                /** @description An integer from 1 to 100 (default 25) */
                page_size?: string;
                sort_by?: "name" | "type" | "is_enabled" | "created_at" | "updated_at";
                /** @description `asc` or `desc`, in any letter case */
                sort_order?: string;
                /** @description A case-insensitive substring; empty means no filter */
                search?: string;
                is_enabled?: "true" | "false";
            };
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of automations */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AutomationRecord"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createAutomation: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters; the same key and body within 24 h replays the first response */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Read-only, ignored; on PUT and PATCH it must equal the path's automation_uuid */
                    automation_uuid?: string;
                    /**
                     * Format: uuid
                     * @description Read-only, ignored; must name the caller's company (the path's company_uuid where the path has one), in any letter case
                     */
                    company_uuid?: string;
                    created_at?: unknown;
                    updated_at?: unknown;
                    limits?: unknown;
                    image_url?: unknown;
                    name: string;
                    /** @default null */
                    description?: string | null;
                    /** @enum {string} */
                    type: "CUSTOMER" | "JOB" | "ESTIMATE" | "INVOICE";
                    /** @default true */
                    is_enabled?: boolean;
                    /** @default null */
                    business_hours?: {
                        /** @description A time zone that Intl.DateTimeFormat accepts: an IANA zone such as Europe/Berlin, or UTC (not a bare offset) */
                        timezone: string;
                        /** @description No two windows of a day overlap (windows that only touch, 12:00 end and 12:00 start, do not) */
                        windows: {
                            /** @enum {string} */
                            day: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
                            start: string;
                            end: string;
                        }[];
                    } | null;
                    /** @description Each trigger's `type` equals the automation's `type` */
                    triggers: ({
                        /** @enum {string} */
                        type: "CUSTOMER" | "JOB" | "ESTIMATE" | "INVOICE";
                        /** @constant */
                        operator: "IS_CHANGED_TO";
                        value: string;
                    } | {
                        /** @enum {string} */
                        type: "CUSTOMER" | "JOB" | "ESTIMATE" | "INVOICE";
                        /** @constant */
                        operator: "IS_CREATED";
                        /** @constant */
                        value?: "";
                    })[];
                    filters?: ({
                        /** @enum {string} */
                        type: "CUSTOMER" | "USER" | "JOB" | "LOCATION";
                        /** @enum {string} */
                        operator: "IS" | "IS_NOT";
                        value: string;
                    } | {
                        /** @enum {string} */
                        type: "CUSTOMER" | "USER" | "JOB" | "LOCATION";
                        /** @enum {string} */
                        operator: "IS_ONE_OF" | "IS_NOT_ONE_OF";
                        value: string[];
                    })[];
                    actions: ({
                        /** @constant */
                        action: "SEND_EMAIL";
                        value: string[];
                        settings: {
                            subject?: string | null;
                            body: string;
                        };
                    } | {
                        /** @constant */
                        action: "SEND_SMS";
                        value: string[];
                        settings: {
                            body: string;
                        };
                    })[];
                };
            };
        };
        responses: {
            /** @description The automation */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AutomationRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Duplicate name, entity limit reached or idempotent request in progress (`conflict`, `limit_exceeded`, `idempotency_in_progress`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After.optional"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAutomation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                automation_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The automation */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AutomationRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replaceAutomation: {
        parameters: {
            query?: {
                /** @description Must equal the path's automation_uuid (any letter case) */
                automationUuid?: string;
            };
            header?: {
                /** @description The current ETag (`*` alone for any, a list matches if any does; weak tags never match) */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                automation_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Read-only, ignored; on PUT and PATCH it must equal the path's automation_uuid */
                    automation_uuid?: string;
                    /**
                     * Format: uuid
                     * @description Read-only, ignored; must name the caller's company (the path's company_uuid where the path has one), in any letter case
                     */
                    company_uuid?: string;
                    created_at?: unknown;
                    updated_at?: unknown;
                    limits?: unknown;
                    image_url?: unknown;
                    name: string;
                    /** @default null */
                    description?: string | null;
                    /** @enum {string} */
                    type: "CUSTOMER" | "JOB" | "ESTIMATE" | "INVOICE";
                    /** @default true */
                    is_enabled?: boolean;
                    /** @default null */
                    business_hours?: {
                        /** @description A time zone that Intl.DateTimeFormat accepts: an IANA zone such as Europe/Berlin, or UTC (not a bare offset) */
                        timezone: string;
                        /** @description No two windows of a day overlap (windows that only touch, 12:00 end and 12:00 start, do not) */
                        windows: {
                            /** @enum {string} */
                            day: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
                            start: string;
                            end: string;
                        }[];
                    } | null;
                    /** @description Each trigger's `type` equals the automation's `type` */
                    triggers: ({
                        /** @enum {string} */
                        type: "CUSTOMER" | "JOB" | "ESTIMATE" | "INVOICE";
                        /** @constant */
                        operator: "IS_CHANGED_TO";
                        value: string;
                    } | {
                        /** @enum {string} */
                        type: "CUSTOMER" | "JOB" | "ESTIMATE" | "INVOICE";
                        /** @constant */
                        operator: "IS_CREATED";
                        /** @constant */
                        value?: "";
                    })[];
                    filters?: ({
                        /** @enum {string} */
                        type: "CUSTOMER" | "USER" | "JOB" | "LOCATION";
                        /** @enum {string} */
                        operator: "IS" | "IS_NOT";
                        value: string;
                    } | {
                        /** @enum {string} */
                        type: "CUSTOMER" | "USER" | "JOB" | "LOCATION";
                        /** @enum {string} */
                        operator: "IS_ONE_OF" | "IS_NOT_ONE_OF";
                        value: string[];
                    })[];
                    actions: ({
                        /** @constant */
                        action: "SEND_EMAIL";
                        value: string[];
                        settings: {
                            subject?: string | null;
                            body: string;
                        };
                    } | {
                        /** @constant */
                        action: "SEND_SMS";
                        value: string[];
                        settings: {
                            body: string;
                        };
                    })[];
                };
            };
        };
        responses: {
            /** @description The automation */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AutomationRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Duplicate name, entity limit reached or idempotent request in progress (`conflict`, `limit_exceeded`, `idempotency_in_progress`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteAutomation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The current ETag (`*` alone for any, a list matches if any does; weak tags never match) */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                automation_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateAutomation: {
        parameters: {
            query?: {
                /** @description Must equal the path's automation_uuid (any letter case) */
                automationUuid?: string;
            };
            header?: {
                /** @description The current ETag (`*` alone for any, a list matches if any does; weak tags never match) */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                automation_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Read-only, ignored; on PUT and PATCH it must equal the path's automation_uuid */
                    automation_uuid?: string;
                    /**
                     * Format: uuid
                     * @description Read-only, ignored; must name the caller's company (the path's company_uuid where the path has one), in any letter case
                     */
                    company_uuid?: string;
                    created_at?: unknown;
                    updated_at?: unknown;
                    limits?: unknown;
                    image_url?: unknown;
                    name?: string;
                    description?: string | null;
                    /** @enum {string} */
                    type?: "CUSTOMER" | "JOB" | "ESTIMATE" | "INVOICE";
                    is_enabled?: boolean;
                    business_hours?: {
                        /** @description A time zone that Intl.DateTimeFormat accepts: an IANA zone such as Europe/Berlin, or UTC (not a bare offset) */
                        timezone: string;
                        /** @description No two windows of a day overlap (windows that only touch, 12:00 end and 12:00 start, do not) */
                        windows: {
                            /** @enum {string} */
                            day: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
                            start: string;
                            end: string;
                        }[];
                    } | null;
                    /** @description Each trigger's `type` equals the automation's `type` */
                    triggers?: ({
                        /** @enum {string} */
                        type: "CUSTOMER" | "JOB" | "ESTIMATE" | "INVOICE";
                        /** @constant */
                        operator: "IS_CHANGED_TO";
                        value: string;
                    } | {
                        /** @enum {string} */
                        type: "CUSTOMER" | "JOB" | "ESTIMATE" | "INVOICE";
                        /** @constant */
                        operator: "IS_CREATED";
                        /** @constant */
                        value?: "";
                    })[];
                    filters?: ({
                        /** @enum {string} */
                        type: "CUSTOMER" | "USER" | "JOB" | "LOCATION";
                        /** @enum {string} */
                        operator: "IS" | "IS_NOT";
                        value: string;
                    } | {
                        /** @enum {string} */
                        type: "CUSTOMER" | "USER" | "JOB" | "LOCATION";
                        /** @enum {string} */
                        operator: "IS_ONE_OF" | "IS_NOT_ONE_OF";
                        value: string[];
                    })[];
                    actions?: ({
                        /** @constant */
                        action: "SEND_EMAIL";
                        value: string[];
                        settings: {
                            subject?: string | null;
                            body: string;
                        };
                    } | {
                        /** @constant */
                        action: "SEND_SMS";
                        value: string[];
                        settings: {
                            body: string;
                        };
                    })[];
                };
            };
        };
        responses: {
            /** @description The automation */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AutomationRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Duplicate name, entity limit reached or idempotent request in progress (`conflict`, `limit_exceeded`, `idempotency_in_progress`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description An integer ≥ 1 (default 1); a page past the end is empty */
                page?: string;
                /** @description An integer from 1 to 100 (default 25) */
                page_size?: string;
                sort_by?: "name" | "category_group" | "created_at" | "updated_at";
                /** @description `asc` or `desc`, in any letter case */
                sort_order?: string;
                /** @description A case-insensitive substring; empty means no filter */
                search?: string;
                category_group?: "SERVICE_PLAN" | "DRAWING_SYMBOL";
            };
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of categories */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryRecord"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters; the same key and body within 24 h replays the first response */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @enum {string} */
                    category_group: "SERVICE_PLAN" | "DRAWING_SYMBOL";
                    category_uuid?: string;
                    /**
                     * Format: uuid
                     * @description Read-only, ignored; must name the caller's company (the path's company_uuid where the path has one), in any letter case
                     */
                    company_uuid?: string;
                    created_at?: unknown;
                    updated_at?: unknown;
                    limits?: unknown;
                    image_url?: unknown;
                };
            };
        };
        responses: {
            /** @description The category */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Duplicate name, entity limit reached or idempotent request in progress (`conflict`, `limit_exceeded`, `idempotency_in_progress`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After.optional"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                category_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replaceCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The current ETag (`*` alone for any, a list matches if any does; weak tags never match) */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                category_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @enum {string} */
                    category_group?: "SERVICE_PLAN" | "DRAWING_SYMBOL";
                    category_uuid?: string;
                    /**
                     * Format: uuid
                     * @description Read-only, ignored; must name the caller's company (the path's company_uuid where the path has one), in any letter case
                     */
                    company_uuid?: string;
                    created_at?: unknown;
                    updated_at?: unknown;
                    limits?: unknown;
                    image_url?: unknown;
                };
            };
        };
        responses: {
            /** @description The category */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Duplicate name, entity limit reached or idempotent request in progress (`conflict`, `limit_exceeded`, `idempotency_in_progress`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The current ETag (`*` alone for any, a list matches if any does; weak tags never match) */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                category_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The current ETag (`*` alone for any, a list matches if any does; weak tags never match) */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                category_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                    /** @enum {string} */
                    category_group?: "SERVICE_PLAN" | "DRAWING_SYMBOL";
                    category_uuid?: string;
                    /**
                     * Format: uuid
                     * @description Read-only, ignored; must name the caller's company (the path's company_uuid where the path has one), in any letter case
                     */
                    company_uuid?: string;
                    created_at?: unknown;
                    updated_at?: unknown;
                    limits?: unknown;
                    image_url?: unknown;
                };
            };
        };
        responses: {
            /** @description The category */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Duplicate name, entity limit reached or idempotent request in progress (`conflict`, `limit_exceeded`, `idempotency_in_progress`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCompany: {
        parameters: {
            query?: {
                uuid?: string;
            };
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CompanyRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replaceCompany: {
        parameters: {
            query?: never;
            header?: {
                /** @description The current ETag (`*` alone for any, a list matches if any does; weak tags never match) */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description A phone number valid for the company's country (libphonenumber-js); in international format (+…) while the company has no country */
                    phone: string;
                    /** Format: email */
                    email: string;
                    address1: string;
                    city: string;
                    /**
                     * Format: uuid
                     * @description A country of app-data's `countries`
                     */
                    country_uuid: string;
                    /**
                     * Format: uuid
                     * @description A state of the company's country (app-data's `countries[].states`)
                     */
                    country_state_uuid: string;
                    description?: string | null;
                    address2?: string | null;
                    postal_code?: string | null;
                    latitude?: string | null;
                    longitude?: string | null;
                    primary_color?: string | null;
                    secondary_color?: string | null;
                    settings?: Record<string, never> | null;
                    custom_settings?: Record<string, never> | null;
                    available_integration_uuids?: Record<string, never> | null;
                    website_url?: unknown;
                    google_my_business_listing?: unknown;
                    /**
                     * Format: uuid
                     * @description Read-only, ignored; must name the caller's company (the path's company_uuid where the path has one), in any letter case
                     */
                    company_uuid?: string;
                    created_at?: unknown;
                    updated_at?: unknown;
                    limits?: unknown;
                    image_url?: unknown;
                };
            };
        };
        responses: {
            /** @description The company */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CompanyRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Duplicate name, entity limit reached or idempotent request in progress (`conflict`, `limit_exceeded`, `idempotency_in_progress`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: {
                /** @description The current ETag (`*` alone for any, a list matches if any does; weak tags never match) */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description A phone number valid for the company's country (libphonenumber-js); in international format (+…) while the company has no country */
                    phone?: string;
                    /** Format: email */
                    email?: string;
                    address1?: string;
                    city?: string;
                    /**
                     * Format: uuid
                     * @description A country of app-data's `countries`
                     */
                    country_uuid?: string;
                    /**
                     * Format: uuid
                     * @description A state of the company's country (app-data's `countries[].states`)
                     */
                    country_state_uuid?: string;
                    description?: string | null;
                    address2?: string | null;
                    postal_code?: string | null;
                    latitude?: string | null;
                    longitude?: string | null;
                    primary_color?: string | null;
                    secondary_color?: string | null;
                    settings?: Record<string, never> | null;
                    custom_settings?: Record<string, never> | null;
                    available_integration_uuids?: Record<string, never> | null;
                    website_url?: string | null;
                    google_my_business_listing?: string | null;
                    /**
                     * Format: uuid
                     * @description Read-only, ignored; must name the caller's company (the path's company_uuid where the path has one), in any letter case
                     */
                    company_uuid?: string;
                    created_at?: unknown;
                    updated_at?: unknown;
                    limits?: unknown;
                    image_url?: unknown;
                };
            };
        };
        responses: {
            /** @description The company */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CompanyRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Duplicate name, entity limit reached or idempotent request in progress (`conflict`, `limit_exceeded`, `idempotency_in_progress`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    uploadCompanyImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description PNG, JPEG, WebP or GIF, by content; at most 2 MiB */
                    image_url: string;
                };
            };
        };
        responses: {
            /** @description The company */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CompanyRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCompanyImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logo is removed (idempotent) */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    uploadCompanyFiles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description No uuid may appear twice in items and deleteItems together (in any letter case) */
                    items: {
                        /** @description Plain base64 (RFC 4648, padded to a multiple of 4 characters; white space is ignored) or a `data:<type/subtype>;base64,` URL, of a file of 1 to 4194304 bytes (4 MiB: 5592408 base64 characters). A larger file → 413 */
                        base64String: string;
                        /** Format: uuid */
                        uuid: string;
                    }[];
                    /** @description No uuid may appear twice in items and deleteItems together (in any letter case); a uuid that has no file is listed in `deleted` all the same */
                    deleteItems: string[];
                };
            };
        };
        responses: {
            /** @description The stored files with download URLs, and the deleted uuids */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FileChangesRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCompanyBilling: {
        parameters: {
            query?: never;
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The billing provider's sign-in URL with a signed state */
            302: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BillingRedirectRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCompanySettingsJson: {
        parameters: {
            query?: {
                /** @description Required, in the query string or in the JSON body (the query wins): a top-level key of the company's `settings` or `custom_settings` (which wins when both have it) */
                settings_name?: string;
            };
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
            };
            cookie?: never;
        };
        /** @description The query parameters as a JSON object, for the owning application; the query string wins and is recommended (many clients and proxies drop GET bodies). `settings_name` is required, in the query string or in this body. */
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Required, in the query string or in the JSON body (the query wins): a top-level key of the company's `settings` or `custom_settings` (which wins when both have it) */
                    settings_name?: string;
                };
            };
        };
        responses: {
            /** @description A time-limited download URL of the setting as a JSON file */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SettingsFileRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCompanyLimit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The current ETag (`*` alone for any, a list matches if any does; weak tags never match) */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
                /** @description The limited entity */
                entity: "automations" | "categories" | "users" | "company_locations";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    limit: number | null;
                };
            };
        };
        responses: {
            /** @description The company */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CompanyRecord"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`) */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCompanyUsers: {
        parameters: {
            query?: {
                /** @description An integer ≥ 1 (default 1); a page past the end is empty */
                page?: string;
                /** @description An integer from 1 to 100 (default 25) */
                page_size?: string;
                sort_by?: "display_name" | "email" | "role_code" | "status_code" | "created_at";
                /** @description `asc` or `desc`, in any letter case */
                sort_order?: string;
                /** @description A case-insensitive substring; empty means no filter */
                search?: string;
                /** @description One value or comma-separated values; in the query string also repeated parameters, in a JSON body also a list of strings */
                filter_by_status_code?: string[];
                /** @description One value or comma-separated values; in the query string also repeated parameters, in a JSON body also a list of strings */
                filter_by_role_code?: string[];
                /** @description One value or comma-separated values; in the query string also repeated parameters, in a JSON body also a list of strings */
                filter_by_company_location_uuid?: string[];
                ignore_cached?: "true" | "false";
                should_reset_cache?: "true" | "false";
            };
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
            };
            cookie?: never;
        };
        /** @description The query parameters as a JSON object, for the owning application; the query string wins and is recommended (many clients and proxies drop GET bodies). */
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: int64
                     * @description An integer ≥ 1 (default 1); a page past the end is empty
                     */
                    page?: string | number | null;
                    /**
                     * Format: int64
                     * @description An integer from 1 to 100 (default 25)
                     */
                    page_size?: string | number | null;
                    /**
                     * @default created_at
                     * @enum {string|null}
                     */
                    sort_by?: "display_name" | "email" | "role_code" | "status_code" | "created_at" | null;
                    /** @description `asc` or `desc`, in any letter case */
                    sort_order?: string | null;
                    /** @description A case-insensitive substring; empty means no filter */
                    search?: string | null;
                    /** @description One value or comma-separated values; in the query string also repeated parameters, in a JSON body also a list of strings */
                    filter_by_status_code?: string | string[] | null;
                    /** @description One value or comma-separated values; in the query string also repeated parameters, in a JSON body also a list of strings */
                    filter_by_role_code?: string | string[] | null;
                    /** @description One value or comma-separated values; in the query string also repeated parameters, in a JSON body also a list of strings */
                    filter_by_company_location_uuid?: string | string[] | null;
                    /** @enum {boolean|string|null} */
                    ignore_cached?: true | false | "true" | "false" | null;
                    /** @enum {boolean|string|null} */
                    should_reset_cache?: true | false | "true" | "false" | null;
                };
            };
        };
        responses: {
            /** @description A page of users */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserRecord"][];
                        meta: components["schemas"]["UsersListMeta"];
                    };
                };
            };
            /** @description Malformed JSON or multipart body, or JSON nested deeper than 64 levels (`malformed_request`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The company, record or path does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its size limit (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Wrong or missing Content-Type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) or a reused Idempotency-Key (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
