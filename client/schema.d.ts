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
         * Get the reference data
         * @description Everything a client needs to render forms: `client_version`, the roles and statuses, the caller's company locations (none for a platform key), every ISO 3166 country with its subdivisions (stable UUIDv5 ids), industries, property locations and the automation catalog (types, trigger and filter operators, actions). Cacheable: send the `ETag` back in `If-None-Match` for a 304.
         *
         *     **Who may call:** every role, platform keys included.
         *
         *     **Rate limit:** group `app-data`, 60 per 60 s per key by default.
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
         * List automations
         * @description The company's workflow automations. A page of the list (`page`, `page_size`, `sort_by`, `sort_order`, `search`), with exact totals in `meta`. Sortable by `name`, `type`, `is_enabled`, `created_at`, `updated_at`; filter `is_enabled=true|false`; `search` matches `name` and `description`. A page whose records would not fit one response (6 MB) answers 422 at `page_size`, naming how many fit.
         *
         *     **Who may call:** owners, admins, managers and platform keys.
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
         */
        get: operations["listAutomations"];
        put?: never;
        /**
         * Create an automation
         * @description Creates an automation: `name`, `type` (CUSTOMER, JOB, ESTIMATE, INVOICE), 1–10 `triggers` of that type, 0–20 `filters`, 1–10 `actions` (SEND_EMAIL to addresses or `{{placeholders}}`, SEND_SMS to E.164 numbers), optional `business_hours` (null: any time) and `outside_business_hours` (`HOLD`, the default: a run for an event outside the business hours waits for the next window; `SKIP`: it sends nothing). Answers 201 with `Location` and `ETag`. `Idempotency-Key` makes a retry safe: the same key and body within 24 h replay the first answer. Refused with 409 `limit_exceeded` once the company has reached its `automations` limit, however many creates run at once.
         *
         *     **Who may call:** owners, admins and platform keys.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
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
         * Get an automation
         * @description One automation of the company, with its `ETag`.
         *
         *     **Who may call:** owners, admins, managers and platform keys.
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
         */
        get: operations["getAutomation"];
        /**
         * Replace an automation
         * @description Requires `name`, `type`, `triggers` and `actions`, as a create does; an omitted `outside_business_hours` resets to `HOLD`. Replaces every editable field: omitted optional fields reset to their defaults. `If-Match` is optional (412 when it is not the current ETag). The optional query parameter `automationUuid` must equal the path's id.
         *
         *     **Who may call:** owners, admins and platform keys.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        put: operations["replaceAutomation"];
        post?: never;
        /**
         * Delete an automation
         * @description Deletes the automation and frees its place in the `automations` limit. `If-Match` is optional (412 when it is not the current ETag).
         *
         *     **Who may call:** owners, admins and platform keys.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        delete: operations["deleteAutomation"];
        options?: never;
        head?: never;
        /**
         * Update an automation
         * @description Changes only the fields sent; the merged record must still be valid. `If-Match` is optional; without it, concurrent PATCHes of different fields both persist. A new `type` with the old triggers is a 422. The optional query parameter `automationUuid` must equal the path's id.
         *
         *     **Who may call:** owners, admins and platform keys.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
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
         * List categories
         * @description The caller's company's categories of service plans and drawing symbols. A page of the list (`page`, `page_size`, `sort_by`, `sort_order`, `search`), with exact totals in `meta`. Sortable by `name`, `category_group`, `created_at`, `updated_at`; filter `category_group`; `search` matches `name` and `description`.
         *
         *     **Who may call:** owners, admins, managers and technicians. It acts on the caller's own company.
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
         */
        get: operations["listCategories"];
        put?: never;
        /**
         * Create a category
         * @description Creates a category in the caller's company: `name` (unique within its group, ignoring case: else 409 `conflict`, which wins over a reached limit), `category_group` (SERVICE_PLAN or DRAWING_SYMBOL), optional `description`. Answers 201 with `Location` and `ETag`. `Idempotency-Key` makes a retry safe: the same key and body within 24 h replay the first answer. Refused with 409 `limit_exceeded` at the company's `categories` limit.
         *
         *     **Who may call:** owners, admins and managers. It acts on the caller's own company.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
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
         * Get a category
         * @description One category of the caller's company, with its `ETag`.
         *
         *     **Who may call:** owners, admins, managers and technicians. It acts on the caller's own company.
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
         */
        get: operations["getCategory"];
        /**
         * Replace a category
         * @description Requires `name`; `category_group` is kept when omitted. The name stays unique within the group (409 `conflict`). Replaces every editable field: omitted optional fields reset to their defaults. `If-Match` is optional (412 when it is not the current ETag).
         *
         *     **Who may call:** owners, admins and managers. It acts on the caller's own company.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        put: operations["replaceCategory"];
        post?: never;
        /**
         * Delete a category
         * @description Deletes the category, freeing its name and its place in the `categories` limit. `If-Match` is optional (412 when it is not the current ETag).
         *
         *     **Who may call:** owners, admins and managers. It acts on the caller's own company.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        /**
         * Update a category
         * @description Changes only the fields sent; the merged record must still be valid. `If-Match` is optional; without it, concurrent PATCHes of different fields both persist. The name stays unique within the group (409 `conflict`).
         *
         *     **Who may call:** owners, admins and managers. It acts on the caller's own company.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
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
         * Get the company
         * @description The company's profile: contact and address, colours, logo URL, its settings objects and its entity `limits`. The optional query `uuid` must equal the path's id.
         *
         *     **Who may call:** every role, platform keys included.
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
         */
        get: operations["getCompany"];
        /**
         * Replace the company profile
         * @description Requires `name`, `phone`, `email`, `address1`, `city`, `country_uuid` and `country_state_uuid` (null only for a country without states); the phone must be valid for the country and the state must belong to it. `website_url` and `google_my_business_listing` change only through PATCH: PUT keeps them. Replaces every editable field: omitted optional fields reset to their defaults. `If-Match` is optional (412 when it is not the current ETag).
         *
         *     **Who may call:** owners, admins and platform keys.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        put: operations["replaceCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the company profile
         * @description Changes only the fields sent; the merged record must still be valid. `If-Match` is optional; without it, concurrent PATCHes of different fields both persist. `settings`, `custom_settings` and `available_integration_uuids` are replaced whole (≤ 32 KiB, ≤ 8 levels; null resets to `{}`); a field PUT requires cannot be set to null. Cross-field rules (phone for the country, state of the country) are checked when the change touches them.
         *
         *     **Who may call:** owners, admins and platform keys.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
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
         * Upload the company logo
         * @description Stores the file part `image_url` as the logo (PNG, JPEG, WebP or GIF, recognised by content; at most 2 MiB) and answers the company with its new `image_url`, a public URL. The previous logo is deleted. `If-Match` is optional.
         *
         *     **Who may call:** owners, admins and platform keys.
         *
         *     **Rate limit:** group `upload`, 10 per 60 s per key by default.
         */
        post: operations["uploadCompanyImage"];
        /**
         * Remove the company logo
         * @description Deletes the logo file and sets `image_url` to null. Idempotent: without a logo it changes nothing and answers 204. `If-Match` is optional.
         *
         *     **Who may call:** owners only.
         *
         *     **Rate limit:** group `upload`, 10 per 60 s per key by default.
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
         * Upload and delete company files
         * @description `items` (at most 20: `base64String`, plain base64 or a `data:<type>;base64,` URL, at most 4 MiB decoded, and its `uuid`) and `deleteItems` (at most 100 uuids), no uuid twice. Everything is validated before anything is written; deletions run only after every upload succeeded; on failure every file the company had is still there, unchanged. An existing uuid is replaced; deleting a uuid without a file is no error. Answers each stored file with a download URL valid for at most 15 minutes.
         *
         *     **Who may call:** owners, admins and platform keys.
         *
         *     **Rate limit:** group `upload`, 10 per 60 s per key by default.
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
         * Hand off to billing
         * @description Answers 302 to the billing provider's sign-in URL, carrying a signed, expiring `state` that names the company and the caller; the body holds the same `redirect_url`.
         *
         *     **Who may call:** owners only.
         *
         *     **Rate limit:** group `billing`, 10 per 60 s per key by default.
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
         * Download a setting as a JSON file
         * @description `settings_name` (query string or JSON body) names a top-level key of `settings` or `custom_settings` (`custom_settings` wins when both have it; neither: 404). Its value is written as a JSON file when it changed, and the answer is a download URL valid for at most 15 minutes with its `expires_at`.
         *
         *     **Who may call:** every role, platform keys included.
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
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
         * Set an entity limit
         * @description `entity` is `automations`, `categories`, `users`, `company_locations` or `automation_messages` (else 404, after the body); the body is `{"limit": <integer ≥ 0 or null>}` (null: no limit, except for `automation_messages`, below). A limit below the current count is allowed: existing records stay, new ones are refused. `automation_messages` counts no records: it is the daily cap of automation deliveries sent per company per UTC day (past it a delivery is skipped), and its null means the default of 1,000. Answers the company. Recorded in the audit trail.
         *
         *     **Who may call:** platform keys only.
         *
         *     **Rate limit:** group `billing`, 10 per 60 s per key by default.
         */
        patch: operations["updateCompanyLimit"];
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List locations
         * @description The company's locations (branches). A page of the list (`page`, `page_size`, `sort_by`, `sort_order`, `search`), with exact totals in `meta`. Sortable by `name`, `created_at`, `updated_at`; `search` matches `name` and `city`.
         *
         *     **Who may call:** every role, platform keys included.
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
         */
        get: operations["listLocations"];
        put?: never;
        /**
         * Create a location
         * @description `name` (unique in the company, ignoring case: 409 `conflict`), optional address, `country_uuid` and `country_state_uuid` (both or neither, the state of that country), `phone` (valid for its country, else the company's) and `timezone` (an IANA zone). Answers 201 with `Location` and `ETag`. `Idempotency-Key` makes a retry safe: the same key and body within 24 h replay the first answer. Refused with 409 `limit_exceeded` at the `company_locations` limit. Recorded in the audit trail.
         *
         *     **Who may call:** owners, admins and platform keys.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        post: operations["createLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/locations/{company_location_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a location
         * @description One location of the company, with its `ETag`.
         *
         *     **Who may call:** every role, platform keys included.
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
         */
        get: operations["getLocation"];
        /**
         * Replace a location
         * @description Requires `name`, unique in the company (409 `conflict`). Replaces every editable field: omitted optional fields reset to their defaults. `If-Match` is optional (412 when it is not the current ETag). Recorded in the audit trail.
         *
         *     **Who may call:** owners, admins and platform keys.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        put: operations["replaceLocation"];
        post?: never;
        /**
         * Delete a location
         * @description Deletes the location, unless a user or a pending invitation still names it: then 409 `conflict` with `user_count`, and nothing changes. `If-Match` is optional (412 when it is not the current ETag). Recorded in the audit trail.
         *
         *     **Who may call:** owners, admins and platform keys.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        delete: operations["deleteLocation"];
        options?: never;
        head?: never;
        /**
         * Update a location
         * @description Changes only the fields sent; the merged record must still be valid. `If-Match` is optional; without it, concurrent PATCHes of different fields both persist. The name stays unique in the company (409 `conflict`). Recorded in the audit trail. A PATCH whose fields all equal the stored values changes nothing and writes nothing: 200 with the record, its `ETag` and `updated_at` unchanged, no audit event (`If-Match` is still checked).
         *
         *     **Who may call:** owners, admins and platform keys.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        patch: operations["updateLocation"];
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit events
         * @description Who changed what in the company: invitations, users, keys, locations and limits, by the API or the admin CLI. Newest first by default (`sort_by` only `occurred_at`); filters `type` (one, a list or comma-separated), `actor_user_uuid`, `target_uuid`; `search` matches the type. A page of the list (`page`, `page_size`, `sort_by`, `sort_order`, `search`), with exact totals in `meta`. A filter by `type`, `actor_user_uuid` or `target_uuid` alone reads about as many events as the page holds; any other combination, or a `search`, may evaluate at most 10,000 events for a page, else 422 `validation_failed` with `errors[0].code` `too_broad` at the first filter (narrow it with another filter). Events are kept 400 days after the end of their week (UTC, Monday to Sunday), then expire; they hold no secret. `request_id` is the request's `X-Request-Id` (a client may choose it), `gateway_request_id` API Gateway's own id of the request. The list is read from a global index: in AWS an event may take a moment (usually well under a second) to appear after its change.
         *
         *     **Who may call:** owners, admins and platform keys.
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
         * List users
         * @description The company's users, invited ones included. A page of the list (`page`, `page_size`, `sort_by`, `sort_order`, `search`), with exact totals in `meta`. Parameters from the query string or a JSON body (the query wins): `filter_by_status_code`, `filter_by_role_code`, `filter_by_company_location_uuid` (each one, a list or comma-separated), `ignore_cached` (read fresh data, leaving the cache as it is) and `should_reset_cache` (drop the company's cached lists); `meta.cached` says whether the page came from the cache. Sortable by `display_name`, `email`, `role_code`, `status_code`, `created_at`; `search` matches `display_name` and `email`.
         *
         *     **Who may call:** every role, platform keys included; owners, admins and platform keys see every user; managers the users who share a location with them, and themselves; technicians only themselves.
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
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
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the caller
         * @description Who is calling: `kind` (`user` or `platform`), the caller's company and user record (null for a platform key) and the calling key's record.
         *
         *     **Who may call:** every role, platform keys included.
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/users/{user_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user
         * @description One user of the company, with `settings` and its `ETag`.
         *
         *     **Who may call:** every role, platform keys included; managers only users who share a location with them and themselves, technicians only themselves (others are 404).
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
         */
        get: operations["getCompanyUser"];
        put?: never;
        post?: never;
        /**
         * Delete a user
         * @description Removes the user, revokes every key of theirs, ends a pending invitation and frees the place in the `users` limit; the address may be invited again. The last active owner cannot be deleted (409 `last_owner`). `If-Match` is optional (412 when it is not the current ETag).
         *
         *     **Who may call:** owners, admins and platform keys; not on oneself; an owner only by an owner or a platform key.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        delete: operations["deleteCompanyUser"];
        options?: never;
        head?: never;
        /**
         * Update a user
         * @description Changes only the fields sent; the merged record must still be valid. `If-Match` is optional; without it, concurrent PATCHes of different fields both persist. Anyone allowed on the user may change `display_name`, `first_name`, `last_name`, `phone` and `settings` (replaced whole). Only owners, admins and platform keys change `role_code`, `status_code` (active or disabled) and `company_location_uuids`; nobody changes their own role or status; only an owner or a platform key gives or takes the owner role or changes an owner. The company always keeps an active owner (409 `last_owner`). `email` is read-only. Takes effect on the next request. An invited user is their invitation: while the user is `STATUS_INVITED`, a change of `role_code` or `company_location_uuids` changes the pending invitation in the same atomic step, so that what `invitations/current` shows and what accepting grants are always equal. A PATCH whose fields all equal the stored values changes nothing and writes nothing: 200 with the record, its `ETag` and `updated_at` unchanged, no audit event (`If-Match` is still checked).
         *
         *     **Who may call:** every role, platform keys included; managers and technicians only on themselves.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        patch: operations["updateCompanyUser"];
        trace?: never;
    };
    "/api/v1/me/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my keys
         * @description The caller's API keys, revoked and expired ones included; the keys themselves are never shown again. A page of the list (`page`, `page_size`, `sort_by`, `sort_order`, `search`), with exact totals in `meta`. Sortable by `created_at`, `name`, `expires_at`, `last_used_at`.
         *
         *     **Who may call:** owners, admins, managers and technicians.
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
         */
        get: operations["listMyKeys"];
        put?: never;
        /**
         * Issue a key
         * @description Issues a new API key for the caller: `name` (1–100) and `expires_in_days` (1–365, or null/omitted: never). The key (`api_key`) is shown only in this answer. At most 10 usable keys per user (409 `limit_exceeded`).
         *
         *     **Who may call:** owners, admins, managers and technicians.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        post: operations["createMyKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/keys/{key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one of my keys
         * @description One of the caller's keys (the `Location` of its issue), with its `ETag`; never the key itself. Another user's key is 404. The ETag changes when the key is revoked, not when a use is recorded (`last_used_at`).
         *
         *     **Who may call:** owners, admins, managers and technicians.
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
         */
        get: operations["getMyKey"];
        put?: never;
        post?: never;
        /**
         * Revoke one of my keys
         * @description Revokes a key of the caller, also the one making the request; again 204 for a revoked one. Another user's key is 404. `If-Match` is optional (412 when it is not the current ETag). Takes effect on the next request.
         *
         *     **Who may call:** owners, admins, managers and technicians.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        delete: operations["deleteMyKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/users/{user_uuid}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's keys
         * @description A user's API keys, revoked and expired ones included. A page of the list (`page`, `page_size`, `sort_by`, `sort_order`, `search`), with exact totals in `meta`. Sortable by `created_at`, `name`, `expires_at`, `last_used_at`.
         *
         *     **Who may call:** owners, admins and platform keys.
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
         */
        get: operations["listUserKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/users/{user_uuid}/keys/{key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a user's key
         * @description Revokes a key of the company's user; again 204 for a revoked one. `If-Match` is optional (412 when it is not the current ETag). Takes effect on the next request.
         *
         *     **Who may call:** owners, admins and platform keys; an owner's keys only by an owner or a platform key.
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        delete: operations["deleteUserKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invitations
         * @description The company's invitations. A page of the list (`page`, `page_size`, `sort_by`, `sort_order`, `search`), with exact totals in `meta`. Sortable by `created_at`, `expires_at`, `email`, `status`; filter `status` (PENDING, ACCEPTED, REVOKED, EXPIRED: one, a list or comma-separated); `search` matches `email` and `display_name`. A pending invitation past `expires_at` reads as EXPIRED.
         *
         *     **Who may call:** owners, admins, managers and platform keys; managers only on technician invitations whose locations are non-empty and all among their own (others are 404).
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Invite a user
         * @description Invites a person by e-mail (unique among the company's users, ignoring case: 409 `conflict` naming `existing_user_uuid`) with a `role_code`, locations and an expiry (`expires_in_days` 1–30, default 7). The user exists at once as `STATUS_INVITED` and counts toward the `users` limit (409 `limit_exceeded`). The answer carries `invitation_token`, shown only here: the invitee accepts with it. Answers 201 with `Location` and `ETag`. `Idempotency-Key` makes a retry safe: the same key and body within 24 h replay the first answer. A replay answers without the token.
         *
         *     **Who may call:** owners, admins, managers and platform keys; inviting an owner only by an owner or a platform key; managers only on technician invitations whose locations are non-empty and all among their own (others are 404).
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/invitations/{invitation_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an invitation
         * @description One invitation of the company, with its `ETag`.
         *
         *     **Who may call:** owners, admins, managers and platform keys; managers only on technician invitations whose locations are non-empty and all among their own (others are 404).
         *
         *     **Rate limit:** group `read`, 300 per 60 s per key by default.
         */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        /**
         * Revoke an invitation
         * @description A PENDING or EXPIRED invitation becomes REVOKED and its invited user is deleted, freeing the place; again 204 for a revoked one; an ACCEPTED one is 409 `conflict` (disable or delete the user instead). `If-Match` is optional (412 when it is not the current ETag).
         *
         *     **Who may call:** owners, admins, managers and platform keys; an owner's invitation (`role_code` `ROLE_COMPANY_OWNER`) only by an owner or a platform key, as only they may create one; managers only on technician invitations whose locations are non-empty and all among their own (others are 404).
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        delete: operations["deleteInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{company_uuid}/invitations/{invitation_uuid}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend an invitation
         * @description Gives a PENDING or EXPIRED invitation a new token and a new expiry (`expires_in_days`, default 7); the old token stops working at once. An ACCEPTED or REVOKED one is 409 `conflict`.
         *
         *     **Who may call:** owners, admins, managers and platform keys; an owner's invitation (`role_code` `ROLE_COMPANY_OWNER`) only by an owner or a platform key, as only they may create one; managers only on technician invitations whose locations are non-empty and all among their own (others are 404).
         *
         *     **Rate limit:** group `write`, 60 per 60 s per key by default.
         */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read my invitation
         * @description The invitation of the bearer token, in any status, with its company and inviter: what an invitee sees before accepting. Nothing changes.
         *
         *     **Who may call:** the invitee, with the invitation's token; only the invitation's token (`Authorization: Bearer bo_inv_…`); an API key is 401.
         *
         *     **Rate limit:** group `invitation`, 10 per 60 s per invitation by default.
         */
        get: operations["getCurrentInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept my invitation
         * @description In one atomic step the invitation becomes ACCEPTED, its user `STATUS_ACTIVE` with exactly the invitation's `role_code` and `company_location_uuids` (and the optional `display_name`, `first_name`, `last_name`, `phone` sent) and a new API key of that user is issued (`key_name`, default `default`), shown only in this answer. Answers 201 with `Location` (the activated user's path, `/api/v1/companies/{company_uuid}/users/{user_uuid}`) and that user's `ETag`, as every create does. Expired or revoked: 410; accepted already: 409 `invitation_accepted` (of concurrent accepts exactly one wins).
         *
         *     **Who may call:** the invitee, with the invitation's token; only the invitation's token (`Authorization: Bearer bo_inv_…`); an API key is 401.
         *
         *     **Rate limit:** group `invitation`, 10 per 60 s per invitation by default.
         */
        post: operations["acceptInvitation"];
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
        AcceptedInvitationRecord: {
            user: {
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
                /** @description The user's own settings: a JSON object, {} when never set */
                settings: {
                    [key: string]: unknown;
                };
            };
            key: {
                /** @description A lower-case UUID */
                key_id: string;
                /** @description The key's name; every key the admin CLI issues is named `cli` */
                name: string;
                /** @description null for platform keys */
                user_uuid: string | null;
                /** @description ISO 8601 UTC with milliseconds */
                created_at: string;
                /** @description null: never expires */
                expires_at: string | null;
                revoked_at: string | null;
                /** @description null: no use recorded; else at most 15 minutes behind the key's last authenticated request */
                last_used_at: string | null;
            };
            /** @description The new key of the user, shown only in this answer */
            api_key: string;
        };
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
                /** @description A lower-case UUID */
                company_uuid: string;
                name: string;
                address1: string | null;
                address2: string | null;
                city: string | null;
                postal_code: string | null;
                country_uuid: string | null;
                country_state_uuid: string | null;
                phone: string | null;
                timezone: string | null;
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
        AuditEventRecord: {
            /** @description A lower-case UUID */
            event_uuid: string;
            /** @description A lower-case UUID */
            company_uuid: string;
            /** @enum {string} */
            type: "invitation.created" | "invitation.resent" | "invitation.revoked" | "invitation.accepted" | "user.updated" | "user.deleted" | "key.created" | "key.revoked" | "location.created" | "location.updated" | "location.deleted" | "company.limit_updated";
            /** @description ISO 8601 UTC with milliseconds */
            occurred_at: string;
            actor: {
                /** @enum {string} */
                kind: "user" | "platform" | "operator" | "invitation";
                user_uuid: string | null;
                key_id: string | null;
            };
            target: {
                /** @enum {string} */
                kind: "user" | "invitation" | "key" | "location" | "company";
                uuid: string;
            };
            /** @description The fields the change touched, each from its old value to its new one; `settings` only by name (both null); null when none */
            changes: {
                [key: string]: {
                    from: unknown;
                    to: unknown;
                };
            } | null;
            /** @description The request that made the change (its `X-Request-Id`, which a client may choose); null for the admin CLI */
            request_id: string | null;
            /** @description API Gateway's own id of the request that made the change (locally the local gateway's); null for the admin CLI */
            gateway_request_id: string | null;
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
            /**
             * @description What a run does when its event arrives outside `business_hours`: `HOLD` waits for the next window, `SKIP` sends nothing (no effect while `business_hours` is null)
             * @enum {string}
             */
            outside_business_hours: "HOLD" | "SKIP";
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
                /**
                 * @description Empty: sent as `""` or omitted, answered as `""`
                 * @constant
                 */
                value: "";
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
        BillingRedirectRecord: {
            /** Format: uri */
            redirect_url: string;
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
                automation_messages: number | null;
            };
            /** @description ISO 8601 UTC with milliseconds */
            created_at: string;
            /** @description ISO 8601 UTC with milliseconds */
            updated_at: string;
        };
        CurrentInvitationRecord: {
            /** @description A lower-case UUID */
            invitation_uuid: string;
            /**
             * @description A pending invitation past `expires_at` is `EXPIRED`
             * @enum {string}
             */
            status: "PENDING" | "ACCEPTED" | "REVOKED" | "EXPIRED";
            email: string;
            display_name: string;
            /** @enum {string} */
            role_code: "ROLE_COMPANY_OWNER" | "ROLE_COMPANY_ADMIN" | "ROLE_COMPANY_MANAGER" | "ROLE_COMPANY_TECHNICIAN";
            /** @description ISO 8601 UTC with milliseconds */
            expires_at: string;
            company: {
                /** @description A lower-case UUID */
                company_uuid: string;
                name: string;
                image_url: string | null;
            };
            /** @description null for platform keys, the admin CLI, or an inviter since deleted */
            invited_by: {
                display_name: string;
            } | null;
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
        InvitationRecord: {
            /** @description A lower-case UUID */
            invitation_uuid: string;
            /** @description A lower-case UUID */
            company_uuid: string;
            /** @description The invited user, created with the invitation (`STATUS_INVITED`) */
            user_uuid: string;
            email: string;
            display_name: string;
            /** @enum {string} */
            role_code: "ROLE_COMPANY_OWNER" | "ROLE_COMPANY_ADMIN" | "ROLE_COMPANY_MANAGER" | "ROLE_COMPANY_TECHNICIAN";
            company_location_uuids: string[];
            /**
             * @description A pending invitation past `expires_at` is `EXPIRED`
             * @enum {string}
             */
            status: "PENDING" | "ACCEPTED" | "REVOKED" | "EXPIRED";
            /** @description ISO 8601 UTC with milliseconds */
            expires_at: string;
            /** @description null for platform keys and the admin CLI */
            invited_by_user_uuid: string | null;
            accepted_at: string | null;
            /** @description ISO 8601 UTC with milliseconds */
            created_at: string;
            /** @description ISO 8601 UTC with milliseconds */
            updated_at: string;
        };
        IssuedInvitationRecord: {
            /** @description A lower-case UUID */
            invitation_uuid: string;
            /** @description A lower-case UUID */
            company_uuid: string;
            /** @description The invited user, created with the invitation (`STATUS_INVITED`) */
            user_uuid: string;
            email: string;
            display_name: string;
            /** @enum {string} */
            role_code: "ROLE_COMPANY_OWNER" | "ROLE_COMPANY_ADMIN" | "ROLE_COMPANY_MANAGER" | "ROLE_COMPANY_TECHNICIAN";
            company_location_uuids: string[];
            /**
             * @description A pending invitation past `expires_at` is `EXPIRED`
             * @enum {string}
             */
            status: "PENDING" | "ACCEPTED" | "REVOKED" | "EXPIRED";
            /** @description ISO 8601 UTC with milliseconds */
            expires_at: string;
            /** @description null for platform keys and the admin CLI */
            invited_by_user_uuid: string | null;
            accepted_at: string | null;
            /** @description ISO 8601 UTC with milliseconds */
            created_at: string;
            /** @description ISO 8601 UTC with milliseconds */
            updated_at: string;
            /** @description The secret the invitee accepts with (`Authorization: Bearer <token>`), shown only in this answer; a replay of the create (Idempotency-Key) answers without it */
            invitation_token?: string;
        };
        KeyRecord: {
            /** @description A lower-case UUID */
            key_id: string;
            /** @description The key's name; every key the admin CLI issues is named `cli` */
            name: string;
            /** @description null for platform keys */
            user_uuid: string | null;
            /** @description ISO 8601 UTC with milliseconds */
            created_at: string;
            /** @description null: never expires */
            expires_at: string | null;
            revoked_at: string | null;
            /** @description null: no use recorded; else at most 15 minutes behind the key's last authenticated request */
            last_used_at: string | null;
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
        LocationRecord: {
            /** @description A lower-case UUID */
            company_location_uuid: string;
            /** @description A lower-case UUID */
            company_uuid: string;
            name: string;
            address1: string | null;
            address2: string | null;
            city: string | null;
            postal_code: string | null;
            country_uuid: string | null;
            country_state_uuid: string | null;
            phone: string | null;
            timezone: string | null;
            /** @description ISO 8601 UTC with milliseconds */
            created_at: string;
            /** @description ISO 8601 UTC with milliseconds */
            updated_at: string;
        };
        MeRecord: {
            /** @enum {string} */
            kind: "user" | "platform";
            /** @description The caller's company; null for platform keys */
            company_uuid: string | null;
            /** @description The caller's user record; null for platform keys */
            user: {
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
                /** @description The user's own settings: a JSON object, {} when never set */
                settings: {
                    [key: string]: unknown;
                };
            } | null;
            key: {
                /** @description A lower-case UUID */
                key_id: string;
                /** @description The key's name; every key the admin CLI issues is named `cli` */
                name: string;
                /** @description null for platform keys */
                user_uuid: string | null;
                /** @description ISO 8601 UTC with milliseconds */
                created_at: string;
                /** @description null: never expires */
                expires_at: string | null;
                revoked_at: string | null;
                /** @description null: no use recorded; else at most 15 minutes behind the key's last authenticated request */
                last_used_at: string | null;
            };
        };
        NewKeyRecord: {
            /** @description A lower-case UUID */
            key_id: string;
            /** @description The key's name; every key the admin CLI issues is named `cli` */
            name: string;
            /** @description null for platform keys */
            user_uuid: string | null;
            /** @description ISO 8601 UTC with milliseconds */
            created_at: string;
            /** @description null: never expires */
            expires_at: string | null;
            revoked_at: string | null;
            /** @description null: no use recorded; else at most 15 minutes behind the key's last authenticated request */
            last_used_at: string | null;
            /** @description The key itself: shown only in this answer, never stored (only its hash is) */
            api_key: string;
        };
        /** @description RFC 9457 problem details */
        Problem: {
            type: string;
            title: string;
            /** Format: int64 */
            status: number;
            detail: string;
            instance: string;
            /**
             * @description The problem code; each status has its own
             * @enum {string}
             */
            code: "malformed_request" | "unauthorized" | "forbidden" | "not_found" | "method_not_allowed" | "not_acceptable" | "conflict" | "limit_exceeded" | "idempotency_in_progress" | "last_owner" | "invitation_accepted" | "invitation_expired" | "invitation_revoked" | "precondition_failed" | "payload_too_large" | "unsupported_media_type" | "validation_failed" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable";
            request_id: string;
            /**
             * Format: int64
             * @description On a refused location delete: how many users and pending invitations still name the location
             */
            user_count?: number;
            /** @description On an e-mail address taken in the company (`conflict`): the user who has it */
            existing_user_uuid?: string;
            /** @description With `existing_user_uuid`, while that user is invited: their invitation */
            invitation_uuid?: string;
            /** @description The invalid fields, at most 100; `detail` counts them all */
            errors?: {
                path: string;
                code: string;
                message: string;
            }[];
        };
        SettingsFileRecord: {
            settings_name: string;
            /** Format: uri */
            url: string;
            /** @description ISO 8601 UTC with milliseconds */
            expires_at: string;
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
            /** @description The user's own settings: a JSON object, {} when never set */
            settings: {
                [key: string]: unknown;
            };
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
        Problem400: components["schemas"]["Problem"] & {
            /** @constant */
            status?: 400;
            /** @enum {unknown} */
            code?: "malformed_request";
        };
        Problem401: components["schemas"]["Problem"] & {
            /** @constant */
            status?: 401;
            /** @enum {unknown} */
            code?: "unauthorized";
        };
        Problem403: components["schemas"]["Problem"] & {
            /** @constant */
            status?: 403;
            /** @enum {unknown} */
            code?: "forbidden";
        };
        Problem404: components["schemas"]["Problem"] & {
            /** @constant */
            status?: 404;
            /** @enum {unknown} */
            code?: "not_found";
        };
        Problem405: components["schemas"]["Problem"] & {
            /** @constant */
            status?: 405;
            /** @enum {unknown} */
            code?: "method_not_allowed";
        };
        Problem406: components["schemas"]["Problem"] & {
            /** @constant */
            status?: 406;
            /** @enum {unknown} */
            code?: "not_acceptable";
        };
        Problem409: components["schemas"]["Problem"] & {
            /** @constant */
            status?: 409;
            /** @enum {unknown} */
            code?: "conflict" | "limit_exceeded" | "idempotency_in_progress" | "last_owner" | "invitation_accepted";
        };
        Problem410: components["schemas"]["Problem"] & {
            /** @constant */
            status?: 410;
            /** @enum {unknown} */
            code?: "invitation_expired" | "invitation_revoked";
        };
        Problem412: components["schemas"]["Problem"] & {
            /** @constant */
            status?: 412;
            /** @enum {unknown} */
            code?: "precondition_failed";
        };
        Problem413: components["schemas"]["Problem"] & {
            /** @constant */
            status?: 413;
            /** @enum {unknown} */
            code?: "payload_too_large";
        };
        Problem415: components["schemas"]["Problem"] & {
            /** @constant */
            status?: 415;
            /** @enum {unknown} */
            code?: "unsupported_media_type";
        };
        Problem422: components["schemas"]["Problem"] & {
            /** @constant */
            status?: 422;
            /** @enum {unknown} */
            code?: "validation_failed" | "idempotency_key_reused";
        };
        Problem429: components["schemas"]["Problem"] & {
            /** @constant */
            status?: 429;
            /** @enum {unknown} */
            code?: "rate_limited";
        };
        Problem500: components["schemas"]["Problem"] & {
            /** @constant */
            status?: 500;
            /** @enum {unknown} */
            code?: "internal_error";
        };
        Problem503: components["schemas"]["Problem"] & {
            /** @constant */
            status?: 503;
            /** @enum {unknown} */
            code?: "service_unavailable";
        };
    };
    responses: {
        /** @description The path exists, but not with this method (`method_not_allowed`); `Allow` lists its methods. Answered before authentication */
        MethodNotAllowed: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                "Cache-Control": components["headers"]["Cache-Control"];
                Allow: components["headers"]["Allow"];
                RateLimit: components["headers"]["RateLimit.absent"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                Vary: components["headers"]["Vary"];
                "Content-Encoding": components["headers"]["Content-Encoding"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem405"];
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
        /** @description The request's id: the client's X-Request-Id when well-formed, else a generated one. The answers API Gateway gives itself (the authorizer's 401 and 503, the edge's 429, a malformed request, a body over 10 MB) carry API Gateway's own request id instead, also as `request_id`: a gateway response cannot both keep a valid client id and make one when it is absent or invalid */
        "X-Request-Id": string;
        /** @description `nosniff`, on every response */
        "X-Content-Type-Options": "nosniff";
        /** @description HSTS, on every response: the function's, the catch-all's and the answers API Gateway gives itself */
        "Strict-Transport-Security": "max-age=31536000; includeSubDomains";
        /** @description `no-store` */
        "Cache-Control": "no-store";
        /** @description Strong entity tag of the record (an accepted invitation: its activated user's); send it back in If-Match */
        ETag: string;
        /** @description The URL (path) of the created record (an accepted invitation: its activated user), or the billing sign-in URL */
        Location: string;
        /** @description `"<group>";r=<remaining>;t=<seconds to reset>` */
        RateLimit: string;
        /** @description `"<group>";r=<remaining>;t=<seconds to reset>`. Sent when the API counted the request (it passed authentication, tenancy and role checks); absent on the answers API Gateway gives itself (a malformed request, a body over 10 MB, its throttle and WAF 429s, its 5xx), on a 404 for a company that is not the caller's, on a 403 of the role step (a 403 the body or the record decides carries it), and on a failure before the count */
        "RateLimit.optional": string;
        /** @description Never sent on this answer: it comes before the rate-limit step, so the request counts toward no limit. Declared (as a value no header can have) because API linters (OWASP API4) expect the rate-limit headers on every 4xx */
        "RateLimit.absent": unknown;
        /** @description `"<group>";q=<limit>;w=<window seconds>` */
        "RateLimit-Policy": string;
        /** @description `"<group>";q=<limit>;w=<window seconds>`. Sent when the API counted the request (it passed authentication, tenancy and role checks); absent on the answers API Gateway gives itself (a malformed request, a body over 10 MB, its throttle and WAF 429s, its 5xx), on a 404 for a company that is not the caller's, on a 403 of the role step (a 403 the body or the record decides carries it), and on a failure before the count */
        "RateLimit-Policy.optional": string;
        /** @description Never sent on this answer: it comes before the rate-limit step, so the request counts toward no limit. Declared (as a value no header can have) because API linters (OWASP API4) expect the rate-limit headers on every 4xx */
        "RateLimit-Policy.absent": unknown;
        /** @description Requests allowed per window in the group */
        "X-RateLimit-Limit": string;
        /** @description Requests allowed per window in the group. Sent when the API counted the request (it passed authentication, tenancy and role checks); absent on the answers API Gateway gives itself (a malformed request, a body over 10 MB, its throttle and WAF 429s, its 5xx), on a 404 for a company that is not the caller's, on a 403 of the role step (a 403 the body or the record decides carries it), and on a failure before the count */
        "X-RateLimit-Limit.optional": string;
        /** @description Never sent on this answer: it comes before the rate-limit step, so the request counts toward no limit. Declared (as a value no header can have) because API linters (OWASP API4) expect the rate-limit headers on every 4xx */
        "X-RateLimit-Limit.absent": unknown;
        /** @description Requests left in the window */
        "X-RateLimit-Remaining": string;
        /** @description Requests left in the window. Sent when the API counted the request (it passed authentication, tenancy and role checks); absent on the answers API Gateway gives itself (a malformed request, a body over 10 MB, its throttle and WAF 429s, its 5xx), on a 404 for a company that is not the caller's, on a 403 of the role step (a 403 the body or the record decides carries it), and on a failure before the count */
        "X-RateLimit-Remaining.optional": string;
        /** @description Never sent on this answer: it comes before the rate-limit step, so the request counts toward no limit. Declared (as a value no header can have) because API linters (OWASP API4) expect the rate-limit headers on every 4xx */
        "X-RateLimit-Remaining.absent": unknown;
        /** @description End of the window, Unix seconds */
        "X-RateLimit-Reset": string;
        /** @description End of the window, Unix seconds. Sent when the API counted the request (it passed authentication, tenancy and role checks); absent on the answers API Gateway gives itself (a malformed request, a body over 10 MB, its throttle and WAF 429s, its 5xx), on a 404 for a company that is not the caller's, on a 403 of the role step (a 403 the body or the record decides carries it), and on a failure before the count */
        "X-RateLimit-Reset.optional": string;
        /** @description Never sent on this answer: it comes before the rate-limit step, so the request counts toward no limit. Declared (as a value no header can have) because API linters (OWASP API4) expect the rate-limit headers on every 4xx */
        "X-RateLimit-Reset.absent": unknown;
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
        /** @description `gzip` when the body is over 1 KiB and the request's Accept-Encoding allows gzip (in AWS, API Gateway's compression); absent otherwise */
        "Content-Encoding": "gzip";
        /** @description `Accept-Encoding` when the body is over 1 KiB, compressed or not (its coding follows the request's Accept-Encoding), and on app-data's 304; `Origin` when Access-Control-Allow-Origin is sent; both, comma-separated, when both apply */
        Vary: string;
        /** @description `private, no-cache`: the client may keep app-data and revalidates it with If-None-Match */
        "Cache-Control.revalidate": "private, no-cache";
        /** @description Strong entity tag of the caller's app-data; send it back in If-None-Match to revalidate (304 while it is current) */
        "ETag.revalidate": string;
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control.revalidate"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag.revalidate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    ETag: components["headers"]["ETag.revalidate"];
                    "Cache-Control": components["headers"]["Cache-Control.revalidate"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    listAutomations: {
        parameters: {
            query?: {
                /** @description An integer ≥ 1 (default 1); page × page_size at most 10,000 (else 422: narrow the list with filters, search or another sort); below that, a page past the end is empty */
                page?: string;
                /** @description An integer from 1 to 100 (default 25) */
                page_size?: string;
                sort_by?: "name" | "type" | "is_enabled" | "created_at" | "updated_at";
                /** @description `asc` or `desc`, in any letter case */
                sort_order?: string;
                /** @description A case-insensitive substring; empty means no filter */
                search?: string;
                /** @description Only the enabled (`true`) or the disabled (`false`) automations; absent: both. Any other value → 422 */
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AutomationRecord"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`); a page whose records would not fit one response answers at `page_size` (`too_big`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
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
        /** @description A JSON object. At most 1 MiB (413 above). */
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
                    /**
                     * @description What a run does when its event arrives outside `business_hours`: `HOLD` waits for the next window, `SKIP` sends nothing (no effect while `business_hours` is null)
                     * @default HOLD
                     * @enum {string}
                     */
                    outside_business_hours?: "HOLD" | "SKIP";
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
                        /**
                         * @description Empty: sent as `""` or omitted, answered as `""`
                         * @constant
                         */
                        value?: "";
                    })[];
                    /** @default [] */
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
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
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AutomationRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The company reached its `automations` limit (`limit_exceeded`), or a request with this Idempotency-Key is still in progress (`idempotency_in_progress`, with Retry-After) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) (an Idempotency-Key that is empty, over 255 characters or not visible ASCII too, at path `Idempotency-Key`); or the Idempotency-Key was used with another body (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AutomationRecord"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the automation does not exist, or the path's id is no UUID (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
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
        /** @description A JSON object. At most 1 MiB (413 above). */
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
                    /**
                     * @description What a run does when its event arrives outside `business_hours`: `HOLD` waits for the next window, `SKIP` sends nothing (no effect while `business_hours` is null)
                     * @default HOLD
                     * @enum {string}
                     */
                    outside_business_hours?: "HOLD" | "SKIP";
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
                        /**
                         * @description Empty: sent as `""` or omitted, answered as `""`
                         * @constant
                         */
                        value?: "";
                    })[];
                    /** @default [] */
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AutomationRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the automation does not exist, or the path's id is no UUID (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description Conflict: the automation kept changing concurrently: 10 writes in a row lost their race, without If-Match, or with one that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the automation does not exist, or the path's id is no UUID (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description Conflict: the automation kept changing concurrently: 10 writes in a row lost their race, without If-Match, or with one that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
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
        /** @description A JSON object. At most 1 MiB (413 above). */
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
                    /**
                     * @description What a run does when its event arrives outside `business_hours`: `HOLD` waits for the next window, `SKIP` sends nothing (no effect while `business_hours` is null)
                     * @enum {string}
                     */
                    outside_business_hours?: "HOLD" | "SKIP";
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
                        /**
                         * @description Empty: sent as `""` or omitted, answered as `""`
                         * @constant
                         */
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AutomationRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the automation does not exist, or the path's id is no UUID (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description Conflict: the automation kept changing concurrently: 10 writes in a row lost their race, without If-Match, or with one that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description An integer ≥ 1 (default 1); page × page_size at most 10,000 (else 422: narrow the list with filters, search or another sort); below that, a page past the end is empty */
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryRecord"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`); a platform key has no company */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
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
        /** @description A JSON object. At most 1 MiB (413 above). */
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @enum {string} */
                    category_group: "SERVICE_PLAN" | "DRAWING_SYMBOL";
                    /** @description Read-only, ignored; on PUT and PATCH it must equal the path's category_uuid (any letter case), else 422 `mismatch` */
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
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
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`); a platform key has no company */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The name is taken in the group, ignoring case (`conflict`; it wins over a reached limit), the company reached its `categories` limit (`limit_exceeded`), or a request with this Idempotency-Key is still in progress (`idempotency_in_progress`, with Retry-After) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) (an Idempotency-Key that is empty, over 255 characters or not visible ASCII too, at path `Idempotency-Key`); or the Idempotency-Key was used with another body (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryRecord"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`); a platform key has no company */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The category does not exist, or the path's id is no UUID (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
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
        /** @description A JSON object. At most 1 MiB (413 above). */
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @enum {string} */
                    category_group?: "SERVICE_PLAN" | "DRAWING_SYMBOL";
                    /** @description Read-only, ignored; on PUT and PATCH it must equal the path's category_uuid (any letter case), else 422 `mismatch` */
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`); a platform key has no company */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The category does not exist, or the path's id is no UUID (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The name is taken in the group, ignoring case (`conflict`), or the category kept changing concurrently: 10 writes in a row lost their race, without If-Match, or with one that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`); a platform key has no company */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The category does not exist, or the path's id is no UUID (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description Conflict: the category kept changing concurrently: 10 writes in a row lost their race, without If-Match, or with one that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
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
        /** @description A JSON object. At most 1 MiB (413 above). */
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                    /** @enum {string} */
                    category_group?: "SERVICE_PLAN" | "DRAWING_SYMBOL";
                    /** @description Read-only, ignored; on PUT and PATCH it must equal the path's category_uuid (any letter case), else 422 `mismatch` */
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`); a platform key has no company */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The category does not exist, or the path's id is no UUID (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The name is taken in the group, ignoring case (`conflict`), or the category kept changing concurrently: 10 writes in a row lost their race, without If-Match, or with one that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    getCompany: {
        parameters: {
            query?: {
                /** @description Optional; when given it must equal the path's company_uuid (a UUID, any letter case), else 422 `mismatch` */
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CompanyRecord"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
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
        /** @description A JSON object. At most 1 MiB (413 above). */
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description A phone number valid for the company's country (libphonenumber-js); in international format (+…) while the company has no country */
                    phone: string;
                    /** @description An e-mail address as the HTML standard defines a valid one, with a dotted domain */
                    email: string;
                    address1: string;
                    city: string;
                    /**
                     * Format: uuid
                     * @description A country of app-data's `countries`
                     */
                    country_uuid: string;
                    /** @description A state of the company's country (app-data's `countries[].states`); `null` exactly when that country has none (Hong Kong, Puerto Rico, …) */
                    country_state_uuid: string | null;
                    description?: string | null;
                    address2?: string | null;
                    postal_code?: string | null;
                    latitude?: string | null;
                    longitude?: string | null;
                    primary_color?: string | null;
                    secondary_color?: string | null;
                    settings?: {
                        [key: string]: unknown;
                    } | null;
                    custom_settings?: {
                        [key: string]: unknown;
                    } | null;
                    available_integration_uuids?: {
                        [key: string]: unknown;
                    } | null;
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CompanyRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description Conflict: the company kept changing concurrently: 8 writes in a row lost their race, without If-Match, or with one that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
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
        /** @description A JSON object. At most 1 MiB (413 above). */
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description A phone number valid for the company's country (libphonenumber-js); in international format (+…) while the company has no country */
                    phone?: string;
                    /** @description An e-mail address as the HTML standard defines a valid one, with a dotted domain */
                    email?: string;
                    address1?: string;
                    city?: string;
                    /**
                     * Format: uuid
                     * @description A country of app-data's `countries`
                     */
                    country_uuid?: string;
                    /** @description A state of the company's country (app-data's `countries[].states`); `null` exactly when that country has none (Hong Kong, Puerto Rico, …) */
                    country_state_uuid?: string | null;
                    description?: string | null;
                    address2?: string | null;
                    postal_code?: string | null;
                    latitude?: string | null;
                    longitude?: string | null;
                    primary_color?: string | null;
                    secondary_color?: string | null;
                    settings?: {
                        [key: string]: unknown;
                    } | null;
                    custom_settings?: {
                        [key: string]: unknown;
                    } | null;
                    available_integration_uuids?: {
                        [key: string]: unknown;
                    } | null;
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CompanyRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description Conflict: the company kept changing concurrently: 8 writes in a row lost their race, without If-Match, or with one that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    uploadCompanyImage: {
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
        /** @description At most 4,000,000 bytes (413 above). The file part `image_url` holds the logo (at most 2 MiB); other parts are ignored, up to 20 parts of which 5 files. */
        requestBody: {
            content: {
                "multipart/form-data": FormData;
            };
        };
        responses: {
            /** @description The company */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CompanyRecord"];
                    };
                };
            };
            /** @description A malformed multipart body (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description Conflict: the company kept changing concurrently: 8 writes in a row lost their race, with an If-Match that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 4,000,000 bytes (`payload_too_large`); or the image file is over 2 MiB (checked after its content type). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The Content-Type is not multipart/form-data, or the image is not PNG, JPEG, WebP or GIF: its content is checked, not its declared type (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`): no `image_url` file part, a text part or an empty file there, or over 20 parts or 5 files */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    deleteCompanyImage: {
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
        requestBody?: never;
        responses: {
            /** @description The logo is removed (idempotent) */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
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
        /** @description A JSON object. At most 6,000,000 bytes (413 above). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description No uuid may appear twice in items and deleteItems together (in any letter case) */
                    items: {
                        /** @description Plain base64 (RFC 4648, padded to a multiple of 4 characters; white space is ignored) or a `data:<type/subtype>;base64,` URL (its media type at most 1024 bytes in UTF-8), of a file of 1 to 4194304 bytes (4 MiB: 5592408 base64 characters). A larger file → 413 */
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FileChangesRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 6,000,000 bytes (`payload_too_large`); or a file is over 4 MiB decoded. A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BillingRedirectRecord"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    getCompanySettingsJson: {
        parameters: {
            query?: {
                /** @description Required, in the query string or in the JSON body (the query wins): a top-level key of the company's `settings` or `custom_settings` (which wins when both have it). A name that is no such key answers 404, whatever its length: only the URL (or the body) bounds it */
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
        requestBody?: never;
        responses: {
            /** @description A time-limited download URL of the setting as a JSON file */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SettingsFileRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or neither `settings` nor `custom_settings` has the top-level key `settings_name` (whatever its length) (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
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
                entity: "automations" | "categories" | "users" | "company_locations" | "automation_messages";
            };
            cookie?: never;
        };
        /** @description A JSON object. At most 1 MiB (413 above). */
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CompanyRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or `entity` is not `automations`, `categories`, `users`, `company_locations` or `automation_messages` (after the body is validated) (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description Conflict: the company kept changing concurrently: 8 writes in a row lost their race, without If-Match, or with one that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    listLocations: {
        parameters: {
            query?: {
                /** @description An integer ≥ 1 (default 1); page × page_size at most 10,000 (else 422: narrow the list with filters, search or another sort); below that, a page past the end is empty */
                page?: string;
                /** @description An integer from 1 to 100 (default 25) */
                page_size?: string;
                sort_by?: "name" | "created_at" | "updated_at";
                /** @description `asc` or `desc`, in any letter case */
                sort_order?: string;
                /** @description A case-insensitive substring; empty means no filter */
                search?: string;
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
            /** @description A page of locations */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LocationRecord"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    createLocation: {
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
        /** @description A JSON object. At most 1 MiB (413 above). */
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address1?: string | null;
                    address2?: string | null;
                    city?: string | null;
                    postal_code?: string | null;
                    country_uuid?: string | null;
                    /** @description A state of the location's country; required when that country has states, null when it has none or no country is given */
                    country_state_uuid?: string | null;
                    /** @description A phone number valid for the location's country, else for the company's (libphonenumber-js); international format (+…) when neither has a country */
                    phone?: string | null;
                    timezone?: string | null;
                    /** @description Read-only, ignored; on PUT and PATCH it must equal the path's company_location_uuid (any letter case), else 422 `mismatch` */
                    company_location_uuid?: string;
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
            /** @description The location */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
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
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LocationRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The name is taken in the company, ignoring case (`conflict`; it wins over a reached limit), the company reached its `company_locations` limit (`limit_exceeded`), or a request with this Idempotency-Key is still in progress (`idempotency_in_progress`, with Retry-After) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) (an Idempotency-Key that is empty, over 255 characters or not visible ASCII too, at path `Idempotency-Key`); or the Idempotency-Key was used with another body (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    getLocation: {
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
                company_location_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The location */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LocationRecord"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the company_location does not exist, or the path's id is no UUID (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    replaceLocation: {
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
                company_location_uuid: string;
            };
            cookie?: never;
        };
        /** @description A JSON object. At most 1 MiB (413 above). */
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address1?: string | null;
                    address2?: string | null;
                    city?: string | null;
                    postal_code?: string | null;
                    country_uuid?: string | null;
                    /** @description A state of the location's country; required when that country has states, null when it has none or no country is given */
                    country_state_uuid?: string | null;
                    /** @description A phone number valid for the location's country, else for the company's (libphonenumber-js); international format (+…) when neither has a country */
                    phone?: string | null;
                    timezone?: string | null;
                    /** @description Read-only, ignored; on PUT and PATCH it must equal the path's company_location_uuid (any letter case), else 422 `mismatch` */
                    company_location_uuid?: string;
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
            /** @description The location */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LocationRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the company_location does not exist, or the path's id is no UUID (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The name is taken in the company, ignoring case (`conflict`), or the location kept changing concurrently: 10 writes in a row lost their race, without If-Match, or with one that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    deleteLocation: {
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
                company_location_uuid: string;
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
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the company_location does not exist, or the path's id is no UUID (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description Users or pending invitations still name the location (`conflict`, with `user_count`: how many; nothing is changed), or the location kept changing concurrently: 10 writes in a row lost their race, without If-Match, or with one that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    updateLocation: {
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
                company_location_uuid: string;
            };
            cookie?: never;
        };
        /** @description A JSON object. At most 1 MiB (413 above). */
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    address1?: string | null;
                    address2?: string | null;
                    city?: string | null;
                    postal_code?: string | null;
                    country_uuid?: string | null;
                    /** @description A state of the location's country; required when that country has states, null when it has none or no country is given */
                    country_state_uuid?: string | null;
                    /** @description A phone number valid for the location's country, else for the company's (libphonenumber-js); international format (+…) when neither has a country */
                    phone?: string | null;
                    timezone?: string | null;
                    /** @description Read-only, ignored; on PUT and PATCH it must equal the path's company_location_uuid (any letter case), else 422 `mismatch` */
                    company_location_uuid?: string;
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
            /** @description The location */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LocationRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the company_location does not exist, or the path's id is no UUID (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The name is taken in the company, ignoring case (`conflict`), or the location kept changing concurrently: 10 writes in a row lost their race, without If-Match, or with one that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description An integer ≥ 1 (default 1); page × page_size at most 10,000 (else 422: narrow the list with filters, search or another sort); below that, a page past the end is empty */
                page?: string;
                /** @description An integer from 1 to 100 (default 25) */
                page_size?: string;
                sort_by?: "occurred_at";
                /** @description `asc` or `desc`, in any letter case */
                sort_order?: string;
                /** @description A case-insensitive substring; empty means no filter */
                search?: string;
                /** @description One value or comma-separated values; in the query string also repeated parameters, in a JSON body also a list of strings */
                type?: string[];
                /** @description Only the events of this acting user */
                actor_user_uuid?: string;
                /** @description Only the events of this target (a user, invitation, key, location or the company) */
                target_uuid?: string;
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
            /** @description A page of audit events */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEventRecord"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    listCompanyUsers: {
        parameters: {
            query?: {
                /** @description An integer ≥ 1 (default 1); page × page_size at most 10,000 (else 422: narrow the list with filters, search or another sort); below that, a page past the end is empty */
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
        requestBody?: never;
        responses: {
            /** @description A page of users */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserRecord"][];
                        meta: components["schemas"]["UsersListMeta"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller: its user record (null for a platform key) and the calling key's record */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MeRecord"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    getCompanyUser: {
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
                user_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserRecord"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the user does not exist, or the path's id is no UUID; or the caller may not see the user (a manager: no shared location; a technician: another user) (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    deleteCompanyUser: {
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
                user_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the user is gone and every key of theirs answers 401 */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`); the caller's own user (at the role step); an owner, unless the caller is an owner or a platform key (after the user's 404) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the user does not exist, or the path's id is no UUID; or the caller may not see the user (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The user is the company's last active owner (`last_owner`), or the user kept changing concurrently: 10 writes in a row lost their race, without If-Match, or with one that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    updateCompanyUser: {
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
                user_uuid: string;
            };
            cookie?: never;
        };
        /** @description A JSON object. At most 1 MiB (413 above). */
        requestBody: {
            content: {
                "application/json": {
                    display_name?: string;
                    first_name?: string | null;
                    last_name?: string | null;
                    phone?: string | null;
                    settings?: {
                        [key: string]: unknown;
                    } | null;
                    /** @enum {string} */
                    role_code?: "ROLE_COMPANY_OWNER" | "ROLE_COMPANY_ADMIN" | "ROLE_COMPANY_MANAGER" | "ROLE_COMPANY_TECHNICIAN";
                    /** @enum {string} */
                    status_code?: "STATUS_ACTIVE" | "STATUS_DISABLED";
                    /** @description At most 250 existing locations of the company, each at most once (in any letter case) */
                    company_location_uuids?: string[];
                    /** @description Read-only, ignored; it must equal the path's user_uuid (any letter case), else 422 `mismatch` */
                    user_uuid?: string;
                    /** @description Read-only here, accepted and ignored: a user's e-mail is not changed through this operation */
                    email?: unknown;
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
            /** @description The user */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`); a manager or technician on another user (at the role step), or sending `role_code`, `status_code` or `company_location_uuids` with a value other than the stored one; anyone changing their own `role_code` or `status_code`; anyone but an owner or a platform key giving or taking `ROLE_COMPANY_OWNER` or changing an owner (these after 422 and the user's 404) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the user does not exist, or the path's id is no UUID; or the caller may not see the user (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The change would leave the company without an active owner (`last_owner`), it switches an invited user's `status_code` (`conflict`: an invitation is accepted, not switched on), or the user kept changing concurrently: 10 writes in a row lost their race, without If-Match, or with one that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    listMyKeys: {
        parameters: {
            query?: {
                /** @description An integer ≥ 1 (default 1); page × page_size at most 10,000 (else 422: narrow the list with filters, search or another sort); below that, a page past the end is empty */
                page?: string;
                /** @description An integer from 1 to 100 (default 25) */
                page_size?: string;
                sort_by?: "created_at" | "name" | "expires_at" | "last_used_at";
                /** @description `asc` or `desc`, in any letter case */
                sort_order?: string;
                /** @description A case-insensitive substring; empty means no filter */
                search?: string;
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
            /** @description A page of the caller's keys, revoked and expired ones included */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KeyRecord"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    createMyKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object. At most 1 MiB (413 above). */
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    expires_in_days?: number | null;
                };
            };
        };
        responses: {
            /** @description The new key: its record and, only in this answer, the key itself (`api_key`) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NewKeyRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The caller holds 10 usable keys already (`limit_exceeded`): revoke one first */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    getMyKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KeyRecord"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The key does not exist, or is not the user's (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    deleteMyKey: {
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
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked (also the key making the request, and again for a revoked one) */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The key does not exist, or is not the user's (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    listUserKeys: {
        parameters: {
            query?: {
                /** @description An integer ≥ 1 (default 1); page × page_size at most 10,000 (else 422: narrow the list with filters, search or another sort); below that, a page past the end is empty */
                page?: string;
                /** @description An integer from 1 to 100 (default 25) */
                page_size?: string;
                sort_by?: "created_at" | "name" | "expires_at" | "last_used_at";
                /** @description `asc` or `desc`, in any letter case */
                sort_order?: string;
                /** @description A case-insensitive substring; empty means no filter */
                search?: string;
            };
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path: {
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                company_uuid: string;
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                user_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the user's keys, revoked and expired ones included */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KeyRecord"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the user does not exist, or the path's id is no UUID (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    deleteUserKey: {
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
                user_uuid: string;
                /** @description A UUID, any case (a non-UUID is a record that does not exist: 404) */
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked (again for a revoked one) */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`); an owner's key, unless the caller is an owner or a platform key (after the user's 404, before the key's) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the user does not exist, or the path's id is no UUID; or the key does not exist, or is not the user's (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                /** @description An integer ≥ 1 (default 1); page × page_size at most 10,000 (else 422: narrow the list with filters, search or another sort); below that, a page past the end is empty */
                page?: string;
                /** @description An integer from 1 to 100 (default 25) */
                page_size?: string;
                sort_by?: "created_at" | "expires_at" | "email" | "status";
                /** @description `asc` or `desc`, in any letter case */
                sort_order?: string;
                /** @description A case-insensitive substring; empty means no filter */
                search?: string;
                /** @description One value or comma-separated values; in the query string also repeated parameters, in a JSON body also a list of strings */
                status?: string[];
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
            /** @description A page of invitations */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InvitationRecord"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or a manager sees only the technician invitations whose locations are all their own (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    createInvitation: {
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
        /** @description A JSON object. At most 1 MiB (413 above). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description An e-mail address as the HTML standard defines a valid one, with a dotted domain; unique among the company's users, ignoring case */
                    email: string;
                    display_name: string;
                    first_name?: string | null;
                    last_name?: string | null;
                    phone?: string | null;
                    /** @enum {string} */
                    role_code: "ROLE_COMPANY_OWNER" | "ROLE_COMPANY_ADMIN" | "ROLE_COMPANY_MANAGER" | "ROLE_COMPANY_TECHNICIAN";
                    /** @description At most 250 existing locations of the company, each at most once (in any letter case) */
                    company_location_uuids?: string[];
                    /**
                     * Format: int64
                     * @description Days until the invitation expires, 1–30 (default 7)
                     */
                    expires_in_days?: number;
                };
            };
        };
        responses: {
            /** @description The invitation with its token (shown only here), its invited user created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
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
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["IssuedInvitationRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`); after 422: inviting as `ROLE_COMPANY_OWNER`, unless the caller is an owner or a platform key; a manager inviting anyone but a technician whose `company_location_uuids` are non-empty and all among the manager's own */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description A user of the company (any status) has the e-mail address, ignoring case (`conflict`, with `existing_user_uuid` and, while that user is invited, `invitation_uuid`), the company reached its `users` limit (`limit_exceeded`), or a request with this Idempotency-Key is still in progress (`idempotency_in_progress`, with Retry-After) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) (an Idempotency-Key that is empty, over 255 characters or not visible ASCII too, at path `Idempotency-Key`); or the Idempotency-Key was used with another body (`idempotency_key_reused`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    getInvitation: {
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
                invitation_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InvitationRecord"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the invitation does not exist, or the path's id is no UUID; or the caller may not see the invitation (a manager: only technician invitations whose locations are non-empty and all their own) (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    deleteInvitation: {
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
                invitation_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked (also when it was already): its invited user is deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`); an owner's invitation (`role_code` `ROLE_COMPANY_OWNER`), unless the caller is an owner or a platform key (after the invitation's 404, before If-Match's 412) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the invitation does not exist, or the path's id is no UUID; or the caller may not see the invitation (as for GET) (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The invitation is `ACCEPTED` (`conflict`: disable or delete the user instead), or the invitation kept changing concurrently: 10 writes in a row lost their race, without If-Match, or with one that each new read still matches (`*`, a list of tags) (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description If-Match is not the current ETag (`precondition_failed`); nothing is written */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem412"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    resendInvitation: {
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
                invitation_uuid: string;
            };
            cookie?: never;
        };
        /** @description A JSON object, or no body. At most 1 MiB (413 above). */
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: int64
                     * @description Days until the invitation expires, 1–30 (default 7)
                     */
                    expires_in_days?: number;
                };
            };
        };
        responses: {
            /** @description The invitation, PENDING with a new expiry and a new token (shown only here); the old token stops working */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["IssuedInvitationRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No, malformed, unknown or revoked key, or its user is not active (`unauthorized`); an invitation's token is refused too (it is good only for its own two operations) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            /** @description The role may not perform this operation (`forbidden`); an owner's invitation (`role_code` `ROLE_COMPANY_OWNER`), unless the caller is an owner or a platform key (after the invitation's 404) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem403"];
                };
            };
            /** @description The path's company is not the caller's, or (for a platform key) does not exist; or the invitation does not exist, or the path's id is no UUID; or the caller may not see the invitation (as for GET) (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem404"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The invitation is `ACCEPTED` or `REVOKED` (`conflict`), or the invitation kept changing concurrently: 10 writes in a row lost their race, each time read again (`conflict`; retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    getCurrentInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation of the token, in any status; nothing changes */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CurrentInvitationRecord"];
                    };
                };
            };
            /** @description A body sent anyway that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (a body is checked, then ignored) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No invitation token, or an unknown or replaced one (`unauthorized`); an API key is refused here: this operation takes only an invitation's token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description A body sent anyway has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Echoed back in the X-Request-Id response header and a problem's `request_id` when it is 1–128 characters of `[A-Za-z0-9._-]`; any other value is replaced by a generated id (not refused) */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object, or no body. At most 1 MiB (413 above). */
        requestBody?: {
            content: {
                "application/json": {
                    display_name?: string;
                    first_name?: string | null;
                    last_name?: string | null;
                    phone?: string | null;
                    key_name?: string;
                };
            };
        };
        responses: {
            /** @description Accepted: the user is active and has a new key, shown only here; `Location` is the user's path, `ETag` the user's */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedInvitationRecord"];
                    };
                };
            };
            /** @description A body that is not JSON, nests deeper than 64 levels or holds a string with an unpaired UTF-16 surrogate escape (`"\ud800"`) (`malformed_request`); also API Gateway's own 400 for a request it cannot parse (a malformed or oversized request line or header), answered before authentication */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem400"];
                };
            };
            /** @description No invitation token, or an unknown or replaced one (`unauthorized`); an API key is refused here: this operation takes only an invitation's token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.absent"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.absent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.absent"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.absent"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.absent"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem401"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Accept excludes JSON (`not_acceptable`) */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem406"];
                };
            };
            /** @description The invitation has been accepted already (`invitation_accepted`), also for every concurrent accept but the one that wins */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem409"];
                };
            };
            /** @description The invitation has expired (`invitation_expired`: ask for it to be sent again) or been revoked (`invitation_revoked`) */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem410"];
                };
            };
            /** @description The body is over 1 MiB (`payload_too_large`). A body declared over the largest any operation takes (6,000,000 bytes; 4,000,000 bytes for multipart/form-data), or over 10 MB, is refused at the edge with the same problem, before the route or the key is checked */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem413"];
                };
            };
            /** @description The body has a Content-Type other than application/json, or none (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem415"];
                };
            };
            /** @description Invalid fields (`validation_failed`, with `errors[]`) */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem422"];
                };
            };
            /** @description Over the rate limit of the operation group (`rate_limited`); also API Gateway's usage-plan throttle and WAF per-IP rule */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem429"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem500"];
                };
            };
            /** @description A dependency is down (`service_unavailable`) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Strict-Transport-Security": components["headers"]["Strict-Transport-Security"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    RateLimit: components["headers"]["RateLimit.optional"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy.optional"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit.optional"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining.optional"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset.optional"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Vary: components["headers"]["Vary"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem503"];
                };
            };
        };
    };
}
