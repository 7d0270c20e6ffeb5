/* Generated from GET /rest/openapi.json by `npm run client:generate` (openapi-typescript). Do not edit. */
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness probe */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness probe: catalog database and counter store reachable */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enabled and available modules of the tenant */
        get: operations["getWorkspace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/audit/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recorded requests, newest first */
        get: operations["listAuditRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/audit/requests/{correlationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request with headers, payload and response */
        get: operations["getAuditRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clock in or out from the web app, at the server’s time */
        post: operations["clockWeb"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/correction-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Correction requests: your own, or with time-tracking:correct those of everyone you see */
        get: operations["listCorrectionRequests"];
        put?: never;
        /**
         * Ask for a correction of clock events (own, or of someone visible)
         * @description create needs type and occurred_at; update needs clock_event_id and a new occurred_at or type; delete needs clock_event_id. Someone with time-tracking:correct decides.
         */
        post: operations["createCorrectionRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/correction-requests/{request}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One correction request */
        get: operations["getCorrectionRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/correction-requests/{request}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve and apply a correction request (never one’s own) */
        post: operations["approveCorrectionRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/correction-requests/{request}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a correction request with a reason (never one’s own) */
        post: operations["rejectCorrectionRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List departments (the organisation tree, flat) */
        get: operations["listDepartments"];
        put?: never;
        /** Create a department, optionally under a parent */
        post: operations["createDepartment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/departments/{department}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One department */
        get: operations["getDepartment"];
        /** Change name, description or parent; a cycle or an unknown parent is a 422 */
        put: operations["updateDepartment"];
        post?: never;
        /** Delete a department without employees or sub-units (else 409) */
        delete: operations["deleteDepartment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Employees the caller may see, paginated */
        get: operations["listEmployees"];
        put?: never;
        /** Create an employee (optionally with a password for login and a PIN for terminals) */
        post: operations["createEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/employees/{employee}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One employee; others than yourself need employees:view and must lie in your visible units */
        get: operations["getEmployee"];
        /** Change an employee; fields left out stay as they are */
        put: operations["updateEmployee"];
        post?: never;
        /** Soft-delete an employee: history stays, login and terminal access end */
        delete: operations["deleteEmployee"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/employees/{employee}/clock-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An employee’s clock events between two days; others than yourself need time-tracking:view and visibility */
        get: operations["listClockEvents"];
        put?: never;
        /**
         * Add one clock event, or several as one unit, as a correction with a reason
         * @description The come/go order must hold afterwards (409 clock_order); closed payroll months answer 409 payroll_period_locked.
         */
        post: operations["addClockEventCorrection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/employees/{employee}/clock-events/{event}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a clock event from its day, with a reason; it stays in the history */
        delete: operations["deleteClockEvent"];
        options?: never;
        head?: never;
        /** Change a clock event’s time or type, with a reason */
        patch: operations["correctClockEvent"];
        trace?: never;
    };
    "/rest/employees/{employee}/clock-events/{event}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every correction of a clock event, oldest first (also of a deleted one)
         * @description Own events need no permission; others need time-tracking:view or time-tracking:correct and visibility.
         */
        get: operations["listClockEventHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/employees/{employee}/compensations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an employee's compensations */
        get: operations["listCompensations"];
        put?: never;
        /** Add a compensation period; periods of the same type must not overlap (409) */
        post: operations["createCompensation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/employees/{employee}/compensations/{compensation}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a compensation */
        delete: operations["deleteCompensation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/employees/{employee}/nfc-tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an employee's NFC tags (UIDs masked) */
        get: operations["listNfcTags"];
        put?: never;
        /** Register an NFC tag for an employee */
        post: operations["registerNfcTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/employees/{employee}/nfc-tags/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an NFC tag */
        delete: operations["removeNfcTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/employees/{employee}/overtime-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An employee’s overtime balance as of a day, with its bookings
         * @description Own account needs no permission; another’s needs payroll:view or time-tracking:view and visibility.
         */
        get: operations["getOvertimeAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/employees/{employee}/overtime-account/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book a payout or an adjustment on an overtime account (409 in a closed payroll month) */
        post: operations["createOvertimeBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/employees/{employee}/remind-clockin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Push a clock-in reminder naming the scheduled shift start (409 when already clocked in or nothing is planned) */
        post: operations["remindClockin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/employees/{employee}/schedule-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A person’s schedule model history, oldest first; yourself always, others need schedule-models:view and visibility */
        get: operations["listEmployeeScheduleModels"];
        put?: never;
        /** Assign a model from valid_from on and answer the whole history: the assignment running then ends the day before, one starting that day is replaced; a date before later changes inserts the model up to the next change */
        post: operations["assignScheduleModel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/employees/{employee}/working_time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An employee’s working days and totals between two dates (default: the current month)
         * @description Own data needs no permission; another person’s needs time-tracking:view or reports:view and visibility. At most 366 days (422 beyond).
         */
        get: operations["getEmployeeWorkingTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System calendars (DE and each federal state) and own calendars with their entries */
        get: operations["listHolidayCalendars"];
        put?: never;
        /** Create a custom holiday calendar with its entries */
        post: operations["createHolidayCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/holidays/{holiday}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One holiday calendar with its entries */
        get: operations["getHolidayCalendar"];
        /** Rename an own calendar or replace its entries; system calendars answer 403 */
        put: operations["updateHolidayCalendar"];
        post?: never;
        /** Delete an own calendar that no location uses (else 409); system calendars answer 403 */
        delete: operations["deleteHolidayCalendar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List locations with their holiday calendars */
        get: operations["listLocations"];
        put?: never;
        /** Create a location */
        post: operations["createLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/locations/{location}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One location */
        get: operations["getLocation"];
        /** Change a location (address, time zone, geofence, holiday calendars) */
        put: operations["updateLocation"];
        post?: never;
        /** Delete a location without employees (else 409) */
        delete: operations["deleteLocation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/locations/{location}/holidays/{holiday}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a holiday calendar */
        post: operations["attachHolidayCalendar"];
        /** Detach a holiday calendar */
        delete: operations["detachHolidayCalendar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in person with role and effective permissions */
        get: operations["getLogin"];
        /** Change the own password; revokes the user's other tokens */
        put: operations["changePassword"];
        /** Log in with personnel code and password; yields a bearer token */
        post: operations["login"];
        /** Revoke the token in use */
        delete: operations["logout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clock from the mobile app. Flat answer without data. Only POST; GET answers 405. */
        post: operations["clockMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/push-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register this device for push notifications (bound to the current session) */
        post: operations["registerPushToken"];
        /** Remove this session's push token; the user's other devices keep receiving notifications */
        delete: operations["removePushToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All roles with their permissions */
        get: operations["listRoles"];
        put?: never;
        /** Create a custom role; it cannot grant what its creator lacks */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/roles/{role}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One role with its permissions */
        get: operations["getRole"];
        /** Change a role; Workspace Admin cannot be changed, system roles cannot be renamed */
        put: operations["updateRole"];
        post?: never;
        /** Delete a custom role that nobody holds */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/rosters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rosters; people without schedule-models:view see published ones only */
        get: operations["listRosters"];
        put?: never;
        /** Create a roster for a department and period */
        post: operations["createRoster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/rosters/{roster}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One roster */
        get: operations["getRoster"];
        /** Change a roster (name, period, department, notes, budget) */
        put: operations["updateRoster"];
        post?: never;
        /** Delete a draft roster with its entries (a published one: 409) */
        delete: operations["deleteRoster"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/rosters/{roster}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Entries of visible people and open shifts; without schedule-models:view only published ones */
        get: operations["listRosterEntries"];
        put?: never;
        /** Create one entry, or a series of entries, checked against working-time law (hard findings: 409 unless force) */
        post: operations["createRosterEntries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/rosters/{roster}/entries/{entry}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One roster entry */
        get: operations["getRosterEntry"];
        /** Change an entry (checked again); assigning an applicant accepts their application */
        put: operations["updateRosterEntry"];
        post?: never;
        /** Delete a roster entry */
        delete: operations["deleteRosterEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/rosters/{roster}/entries/{entry}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The planned person confirms a published entry */
        post: operations["acknowledgeRosterEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/rosters/{roster}/entries/{entry}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the applications for an open shift */
        get: operations["listOpenShiftApplications"];
        put?: never;
        /** Apply for a published open shift */
        post: operations["applyForOpenShift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/rosters/{roster}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish the roster and its entries: pending acknowledgements, one push per planned person */
        post: operations["publishRoster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/rosters/{roster}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw the publication of the roster and its entries */
        post: operations["unpublishRoster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/schedule-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every schedule model, by name */
        get: operations["listScheduleModels"];
        put?: never;
        /** Create a schedule model; targets in integer ms (days[].target_ms or weekly_target_ms); a name taken (ignoring case) is a 422 */
        post: operations["createScheduleModel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/schedule-models/{model}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One schedule model; needs schedule-models:view unless the model is or was assigned to the caller */
        get: operations["getScheduleModel"];
        put?: never;
        post?: never;
        /** Delete a schedule model nobody was ever assigned and no shift names (409 schedule_model_in_use otherwise) */
        delete: operations["deleteScheduleModel"];
        options?: never;
        head?: never;
        /** Change a schedule model; fields left out stay, the result must be valid as a whole */
        patch: operations["updateScheduleModel"];
        trace?: never;
    };
    "/rest/shifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List shift templates */
        get: operations["listShifts"];
        put?: never;
        /** Create a shift template */
        post: operations["createShift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/shifts/{shift}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One shift template */
        get: operations["getShift"];
        /** Change a shift template; entries already planned keep their times */
        put: operations["updateShift"];
        post?: never;
        /** Retire a shift template; it stays on entries already planned with it */
        delete: operations["deleteShift"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/terminal/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clock at a terminal: no bearer token; the code in the path is the terminal’s secret. Flat answer without data. */
        post: operations["clockAtTerminal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/terminals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List terminals (without their secret codes) */
        get: operations["listTerminals"];
        put?: never;
        /** Register a terminal; the answer carries its secret code, which is never shown again */
        post: operations["createTerminal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/terminals/{terminal}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a terminal: its code stops working at once */
        delete: operations["revokeTerminal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/working_time/{from}/{to}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Working-time totals of every visible employee between two dates, paginated
         * @description Needs time-tracking:view or reports:view. Filters department_id and location_id; include=days adds the days.
         */
        get: operations["listWorkingTime"];
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
        AuditRecord: {
            client_ip: string;
            /** @description Equals the request_id of the error envelope and the X-Request-Id header */
            correlation_id: string;
            duration_ms: number;
            /** @description The API instance that served it */
            hostname: string;
            method: string;
            /** @description Request body as JSON text; password, PIN and token fields masked */
            payload: string;
            /** @description JSON object; Authorization and Cookie masked */
            request_headers: string;
            /** @description Response body, masked; longer bodies end in a truncation marker */
            response_body: string;
            /** @description JSON object */
            response_headers: string;
            status_code: number;
            tenant_id: string;
            /**
             * Format: date-time
             * @description When the request arrived (UTC)
             * @example 2026-03-29T06:00:00.000Z
             */
            timestamp: string;
            /** @description Path and query; terminal codes masked */
            uri: string;
            /** @description null when the request was not authenticated */
            user_id: string | null;
        };
        ClockEvent: {
            accuracy_m: number | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            device: string | null;
            employee_id: string;
            event_id: string | null;
            id: string;
            latitude: number | null;
            longitude: number | null;
            /**
             * Format: date-time
             * @description When it happened, in the zone it was recorded in, with offset
             * @example 2026-03-29T08:00:00+02:00
             */
            occurred_at: string;
            /** @enum {string} */
            source: "terminal" | "mobile" | "web" | "correction";
            terminal_id: string | null;
            /** @description IANA zone the event was recorded in (the location’s, else the tenant’s) */
            timezone: string;
            /** @enum {string} */
            type: "come" | "go" | "break_start" | "break_end";
        };
        ClockEventHistoryEntry: {
            /** @enum {string} */
            action: "create" | "update" | "delete";
            after: {
                accuracy_m: number | null;
                /**
                 * Format: date-time
                 * @description ISO 8601 in UTC
                 * @example 2026-03-29T06:00:00.000Z
                 */
                created_at: string;
                device: string | null;
                employee_id: string;
                event_id: string | null;
                id: string;
                latitude: number | null;
                longitude: number | null;
                /**
                 * Format: date-time
                 * @description When it happened, in the zone it was recorded in, with offset
                 * @example 2026-03-29T08:00:00+02:00
                 */
                occurred_at: string;
                /** @enum {string} */
                source: "terminal" | "mobile" | "web" | "correction";
                terminal_id: string | null;
                /** @description IANA zone the event was recorded in (the location’s, else the tenant’s) */
                timezone: string;
                /** @enum {string} */
                type: "come" | "go" | "break_start" | "break_end";
            } | null;
            before: {
                accuracy_m: number | null;
                /**
                 * Format: date-time
                 * @description ISO 8601 in UTC
                 * @example 2026-03-29T06:00:00.000Z
                 */
                created_at: string;
                device: string | null;
                employee_id: string;
                event_id: string | null;
                id: string;
                latitude: number | null;
                longitude: number | null;
                /**
                 * Format: date-time
                 * @description When it happened, in the zone it was recorded in, with offset
                 * @example 2026-03-29T08:00:00+02:00
                 */
                occurred_at: string;
                /** @enum {string} */
                source: "terminal" | "mobile" | "web" | "correction";
                terminal_id: string | null;
                /** @description IANA zone the event was recorded in (the location’s, else the tenant’s) */
                timezone: string;
                /** @enum {string} */
                type: "come" | "go" | "break_start" | "break_end";
            } | null;
            clock_event_id: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            corrected_at: string;
            corrected_by: string | null;
            id: string;
            reason: string;
        };
        Compensation: {
            /** @description Amount in the smallest currency unit (cents) */
            amount_cents: number;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            /**
             * @description ISO 4217 code
             * @example EUR
             */
            currency: string;
            employee_id: string;
            id: string;
            note: string | null;
            /** @enum {string} */
            type: "monthly_salary" | "hourly_wage" | "bonus";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
            /**
             * Format: date
             * @example 2026-03-29
             */
            valid_from: string;
            /** @description Last day it applies; null while it runs on */
            valid_to: string | null;
        };
        CorrectionRequest: {
            /** @enum {string} */
            action: "create" | "update" | "delete";
            clock_event_id: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            decided_at: string | null;
            decided_by: string | null;
            decision_reason: string | null;
            employee_id: string;
            id: string;
            occurred_at: string | null;
            reason: string;
            requested_by: string;
            /** @enum {string} */
            status: "requested" | "approved" | "rejected";
            type: ("come" | "go" | "break_start" | "break_end") | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
        };
        Department: {
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            /** @description Empty string when none was given */
            description: string;
            id: string;
            name: string;
            /** @description The unit above; forms the tree used for visibility */
            parent_id: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
        };
        Employee: {
            badge: string | null;
            birth_date: string | null;
            /** @description Whether a password is set */
            can_login: boolean;
            /** @description Personnel number; unique per tenant; used to log in */
            code: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            department_id: string | null;
            email: string | null;
            entry_date: string | null;
            exit_date: string | null;
            first_name: string;
            /** @description Whether a terminal PIN is set; the PIN itself is never returned */
            has_pin: boolean;
            id: string;
            last_name: string;
            location_id: string | null;
            /** @description First and last name */
            name: string;
            role_id: string;
            schedule_model_id: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
            /** @description Weekly target working time */
            weekly_target: string | null;
            weekly_target_ms: number | null;
        };
        /** @description Every 4xx and 5xx response. Top-level copies of errors[0]._meta data are a transitional layer; new clients read errors[0]._meta. */
        ErrorEnvelope: {
            errors: {
                /** @description Canonical endpoint data (warnings, code, period, …) */
                _meta: {
                    /**
                     * @description Domain error code (see the errors page): payroll_period_locked: The date lies in a closed payroll month (`_meta.period`); nothing was written. Reopen the month or book outside it. clock_order: The clock event would break the come/go order; `_meta` names the state before it and the types allowed there. event_id_reused: The client `event_id` was already used for another person or by another kind of client; replays must repeat the same booking. working_time_law: Hard working-time-law findings block the roster entry (`_meta.warnings`); send `force: true` to keep them as warnings. schedule_model_in_use: The schedule model is assigned to someone or named by a shift (`_meta.assignments`, `_meta.shifts`); it cannot be deleted. already_clocked_in: A clock-in reminder was asked for someone who has already clocked in today. no_scheduled_shift: A clock-in reminder was asked for someone with no published shift today (`_meta.date`). outside_geofence: A phone booking lies outside the location’s geofence (module geo_clock); `_meta.distance_m` and `_meta.radius_m` say by how much. position_inaccurate: A phone booking’s position is less precise than the geofence allows (`_meta.accuracy_m`). no_push_device: The person has no device registered for push notifications.
                     * @enum {string}
                     */
                    code?: "payroll_period_locked" | "clock_order" | "event_id_reused" | "working_time_law" | "schedule_model_in_use" | "already_clocked_in" | "no_scheduled_shift" | "outside_geofence" | "position_inaccurate" | "no_push_device";
                    fields?: {
                        [key: string]: string[];
                    };
                    path: string;
                } & {
                    [key: string]: unknown;
                };
                detail: string;
                title: string;
                /** @description {errors_url}#<code> */
                type: string;
            }[];
            /** @description Only on 422: field name to messages */
            field_errors?: {
                [key: string]: string[];
            };
            /** @description Human-readable; on 422 the first field message */
            message: string;
            /** @description Correlation id; equals the X-Request-Id response header */
            request_id: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            timestamp: string;
        } & {
            [key: string]: unknown;
        };
        HolidayCalendar: {
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            entries: {
                /**
                 * Format: date
                 * @example 2026-03-29
                 */
                date: string;
                /** @description A boolean (the interface lists it as string) */
                half_day: boolean;
                id: string;
                name: string;
            }[];
            id: string;
            /** @description A boolean (the interface lists it as string); system calendars are read-only */
            is_system: boolean;
            name: string;
            /** @description DE or DE-XX for system calendars; null for own ones */
            source_key: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
        };
        Location: {
            /** @description Empty string when not given */
            address: string;
            /** @description Empty string when not given */
            address_additional: string;
            /** @description Empty string when not given */
            city: string;
            /** @description Empty string when not given */
            country: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            employees_count: number;
            /** @description The holiday calendars that apply at this location */
            holidays: components["schemas"]["HolidayCalendar"][];
            id: string;
            /** @description Geofence centre for clocking by phone (module geo_clock) */
            latitude: number | null;
            longitude: number | null;
            name: string;
            /** @description Empty string when not given */
            phone: string;
            /** @description Empty string when not given */
            postal_code: string;
            /** @description Geofence radius in metres */
            radius_m: number | null;
            /** @description Empty string when not given */
            state_region: string;
            /** @description IANA time zone; business timestamps of this location carry its offset */
            timezone: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
        };
        NfcTag: {
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            employee_id: string;
            id: string;
            uid: string;
        };
        OvertimeBooking: {
            /**
             * @description Signed: a payout of overtime is negative
             * @example 08:30:00.000
             */
            amount: string;
            /** @description The same duration in integer milliseconds */
            amount_ms: number;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            created_by: string | null;
            /**
             * Format: date
             * @example 2026-03-29
             */
            date: string;
            employee_id: string;
            id: string;
            /** @enum {string} */
            kind: "payout" | "adjustment";
            note: string | null;
        };
        PaginationLinks: {
            first: string;
            last: string;
            next: string | null;
            prev: string | null;
        };
        PaginationMeta: {
            current_page: number;
            from: number | null;
            last_page: number;
            path: string;
            per_page: number;
            to: number | null;
            total: number;
        };
        PushToken: {
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            id: string;
            /** @enum {string} */
            platform: "android" | "ios" | "web";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
        };
        Role: {
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            description: string | null;
            employees_count: number;
            id: string;
            is_system: boolean;
            name: string;
            permissions: ("employees:view" | "employees:manage" | "employees:assign_roles" | "time-tracking:view" | "time-tracking:correct" | "time-tracking:export" | "time-tracking:clock-web" | "time-tracking:clock-mobile" | "time-tracking:clock-terminal" | "absences:view" | "absences:manage" | "absences:approve" | "schedule-models:view" | "schedule-models:manage" | "holidays:view" | "holidays:manage" | "org:manage" | "projects:view" | "projects:manage" | "payroll:view" | "payroll:manage" | "reports:view" | "settings:manage" | "notifications:own" | "notifications:department")[];
            /** @description Set for the five seeded system roles */
            system_key: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
        };
        Roster: {
            /** @description An integer or null (the interface lists it as string) */
            budget_cents: number | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            created_by: string | null;
            entries_count: number;
            id: string;
            name: string;
            notes: string;
            /**
             * Format: date
             * @example 2026-03-29
             */
            period_end: string;
            /**
             * Format: date
             * @example 2026-03-29
             */
            period_start: string;
            published_at: string | null;
            /** @enum {string} */
            status: "draft" | "published";
            /** @description The department the roster plans for */
            unit_id: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
        };
        RosterEntry: {
            acknowledgement: {
                acknowledged: number;
                acknowledged_at: string | null;
                pending: number;
                /** @enum {string} */
                status: "pending" | "acknowledged";
            } | null;
            applications_count: number;
            /**
             * Format: date
             * @example 2026-03-29
             */
            date: string;
            /**
             * Format: date-time
             * @description ISO 8601 in the tenant or location time zone, with offset
             * @example 2026-03-29T08:00:00+02:00
             */
            effective_end: string;
            /**
             * Format: date-time
             * @description Planned start in the location’s zone, with offset
             * @example 2026-03-29T08:00:00+02:00
             */
            effective_start: string;
            effective_work_area_id: string | null;
            employee_id: string | null;
            employee_name: string | null;
            /** @description HH:MM; not after start_time means the next day */
            end_time: string;
            /** @description Created by a series */
            generated: boolean;
            id: string;
            is_cross_unit: boolean;
            is_open: boolean;
            my_application: components["schemas"]["RosterEntryApplication"] | null;
            note: string;
            /**
             * @description Planned working time: real elapsed time less the break
             * @example 08:30:00.000
             */
            planned_work: string;
            /** @description The same duration in integer milliseconds */
            planned_work_ms: number;
            published_at: string | null;
            roster_id: string;
            series_id: string | null;
            shift?: components["schemas"]["Shift"] | null;
            shift_id: string | null;
            source_unit: {
                id: string;
                name: string;
            } | null;
            source_unit_id: string | null;
            /** @description HH:MM */
            start_time: string;
            status: number;
            warnings: string[] | null;
            work_area_id: string | null;
        };
        RosterEntryApplication: {
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            employee_id: string;
            entry_id: string;
            id: string;
            /** @enum {string} */
            status: "pending" | "accepted" | "declined";
        };
        ScheduleAssignment: {
            schedule_model_id: string;
            /**
             * Format: date
             * @description First day the model applies
             * @example 2026-03-29
             */
            valid_from: string;
            valid_to: string | null;
        };
        ScheduleModel: {
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            /** @description Seven items, Monday to Sunday. For a fixed model its own targets; for a flexible model the derived spread (weekly target / 5 on Monday to Friday, 0 at the weekend), read-only. */
            days: {
                /**
                 * @description Target working time of that weekday
                 * @example 08:30:00.000
                 */
                target: string;
                /** @description The same duration in integer milliseconds */
                target_ms: number;
                /** @description ISO weekday: 1 = Monday ... 7 = Sunday */
                weekday: number;
            }[];
            id: string;
            /**
             * @description fixed: a target per weekday; flexible: a weekly target spread evenly over Monday to Friday
             * @enum {string}
             */
            kind: "fixed" | "flexible";
            name: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
            /**
             * @description Flexible: the weekly target; fixed: the sum of the days
             * @example 08:30:00.000
             */
            weekly_target: string;
            /** @description The same duration in integer milliseconds */
            weekly_target_ms: number;
        };
        SessionUser: {
            badge: string | null;
            birth_date: string | null;
            /** @description Whether a password is set */
            can_login: boolean;
            /** @description Personnel number; unique per tenant; used to log in */
            code: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            department_id: string | null;
            email: string | null;
            entry_date: string | null;
            exit_date: string | null;
            first_name: string;
            /** @description Whether a terminal PIN is set; the PIN itself is never returned */
            has_pin: boolean;
            id: string;
            last_name: string;
            location_id: string | null;
            /** @description First and last name */
            name: string;
            /** @description Effective permissions of the role */
            permissions: string[];
            role: {
                id: string;
                name: string;
                system_key: string | null;
            };
            role_id: string;
            schedule_model_id: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
            /** @description Weekly target working time */
            weekly_target: string | null;
            weekly_target_ms: number | null;
        };
        Shift: {
            abbreviation: string;
            /**
             * @description Planned break
             * @example 08:30:00.000
             */
            break_duration: string;
            break_minutes: number;
            /** @description Hex colour, e.g. #1E88E5 */
            color: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            /** @description HH:MM; not after start_time means the next day */
            end_time: string;
            fairness_weight: number;
            id: string;
            /** @description A boolean (the interface lists it as string) */
            is_overnight: boolean;
            name: string;
            /** @description End minus start (next day when overnight) minus the break, by the clock */
            net_duration_ms: number;
            note: string;
            schedule_model_id: string | null;
            /** @description HH:MM */
            start_time: string;
            tags: string[];
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
            work_area_id: string | null;
        };
        Terminal: {
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            id: string;
            last_used_at: string | null;
            location_id: string | null;
            name: string;
        };
        WorkingDay: {
            /**
             * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
             * @example 08:30:00.000
             */
            absence: string;
            /** @description The same duration in integer milliseconds */
            absence_ms: number;
            /** @description Ids of the absences on this day */
            absences: string[];
            /**
             * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
             * @example 08:30:00.000
             */
            auto_break: string;
            /** @description The same duration in integer milliseconds */
            auto_break_ms: number;
            /**
             * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
             * @example 08:30:00.000
             */
            balance: string;
            /** @description The same duration in integer milliseconds */
            balance_ms: number;
            /**
             * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
             * @example 08:30:00.000
             */
            breaks: string;
            /** @description The same duration in integer milliseconds */
            breaks_ms: number;
            /**
             * Format: date
             * @description The local date the day’s work began on
             * @example 2026-03-29
             */
            date: string;
            /** @description Bit mask, see docs/working-time.md (4 vacation, 512 public holiday, ...) */
            flags: number;
            intervals: {
                /**
                 * Format: date-time
                 * @description ISO 8601 in the tenant or location time zone, with offset
                 * @example 2026-03-29T08:00:00+02:00
                 */
                from: string;
                project_id: string | null;
                /**
                 * Format: date-time
                 * @description ISO 8601 in the tenant or location time zone, with offset
                 * @example 2026-03-29T08:00:00+02:00
                 */
                to: string;
            }[];
            projects: {
                project_id: string;
                /**
                 * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
                 * @example 08:30:00.000
                 */
                worked: string;
                /** @description The same duration in integer milliseconds */
                worked_ms: number;
            }[];
            /** @description Surcharge-eligible time per §3b EStG in milliseconds */
            surcharges: {
                /** @description ms of public-holiday work (125 %) */
                holiday: number;
                /** @description ms of work on 24 Dec from 14:00, 25/26 Dec, 1 May, 31 Dec from 14:00 (150 %) */
                holiday_special: number;
                /** @description ms of night work 20:00-06:00 outside the core night (§3b EStG, 25 %) */
                night: number;
                /** @description ms of work 00:00-04:00 begun before midnight (40 %) */
                night_core: number;
                /** @description ms of Sunday work (50 %) */
                sunday: number;
            };
            /**
             * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
             * @example 08:30:00.000
             */
            target: string;
            /** @description The same duration in integer milliseconds */
            target_ms: number;
            /** @description Working-time-law findings on the actual times (flag 256) */
            warnings: string[];
            /**
             * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
             * @example 08:30:00.000
             */
            worked: string;
            /** @description The same duration in integer milliseconds */
            worked_ms: number;
        };
        WorkingTimeTotals: {
            /**
             * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
             * @example 08:30:00.000
             */
            absence: string;
            /** @description The same duration in integer milliseconds */
            absence_ms: number;
            /**
             * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
             * @example 08:30:00.000
             */
            balance: string;
            /** @description The same duration in integer milliseconds */
            balance_ms: number;
            /** @description Sick days in the range */
            sick_days: number;
            /**
             * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
             * @example 08:30:00.000
             */
            target: string;
            /** @description The same duration in integer milliseconds */
            target_ms: number;
            /** @description Vacation days in the range (half days count 0.5) */
            vacation_days: number;
            /**
             * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
             * @example 08:30:00.000
             */
            worked: string;
            /** @description The same duration in integer milliseconds */
            worked_ms: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            [key: string]: "ok";
                        };
                        /** @enum {string} */
                        status: "ready";
                    };
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            api_version: string;
                            /** @description Every module the service offers */
                            available_modules: ("leave_requests" | "overtime_accounts" | "projects" | "locations" | "departments" | "cost_centers" | "short_work" | "shift_roster" | "payroll" | "partner_payroll" | "export" | "nfc_clock" | "geo_clock" | "mobile_app" | "terminals" | "employee_documents" | "eau" | "dls_import" | "webhooks" | "mood" | "custom_domain")[];
                            /** @description The feature areas this service registers, each with the module it belongs to (null: every workspace) */
                            features: {
                                module: ("leave_requests" | "overtime_accounts" | "projects" | "locations" | "departments" | "cost_centers" | "short_work" | "shift_roster" | "payroll" | "partner_payroll" | "export" | "nfc_clock" | "geo_clock" | "mobile_app" | "terminals" | "employee_documents" | "eau" | "dls_import" | "webhooks" | "mood" | "custom_domain") | null;
                                name: string;
                            }[];
                            /** @description Module identifier to its meaning */
                            module_names: {
                                [key: string]: string;
                            };
                            /** @description Modules this tenant has enabled */
                            modules: ("leave_requests" | "overtime_accounts" | "projects" | "locations" | "departments" | "cost_centers" | "short_work" | "shift_roster" | "payroll" | "partner_payroll" | "export" | "nfc_clock" | "geo_clock" | "mobile_app" | "terminals" | "employee_documents" | "eau" | "dls_import" | "webhooks" | "mood" | "custom_domain")[];
                            tenant: {
                                name: string;
                                slug: string;
                                timezone: string;
                            };
                        };
                    };
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAuditRequests: {
        parameters: {
            query?: {
                from?: string;
                method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                /** @description Page number, from 1 to 1000000 */
                page?: number;
                /** @description URI prefix, e.g. /rest/employees */
                path?: string;
                /** @description Items per page, at most 100 */
                per_page?: number;
                status?: number;
                to?: string;
                /** @description Only requests of this employee */
                user_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditRecord"][];
                        links: components["schemas"]["PaginationLinks"];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAuditRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request_id / X-Request-Id of the request */
                correlationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditRecord"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    clockWeb: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Client id of the event; a replay returns the first answer */
                    event_id?: string;
                    /**
                     * @description come, go, break_start, break_end, or auto for the next one the come/go order allows
                     * @enum {string}
                     */
                    type: "come" | "go" | "break_start" | "break_end" | "auto";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClockEvent"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listCorrectionRequests: {
        parameters: {
            query?: {
                employee_id?: string;
                /** @description Page number, from 1 to 1000000 */
                page?: number;
                /** @description Items per page, at most 100 */
                per_page?: number;
                status?: "requested" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CorrectionRequest"][];
                        links: components["schemas"]["PaginationLinks"];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createCorrectionRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "create" | "update" | "delete";
                    clock_event_id?: string;
                    /** @description Whose events (default: your own) */
                    employee_id?: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 with offset
                     */
                    occurred_at?: string;
                    /** @description Why the change is needed; kept in the history */
                    reason: string;
                    /** @enum {string} */
                    type?: "come" | "go" | "break_start" | "break_end";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CorrectionRequest"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCorrectionRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the correction request */
                request: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CorrectionRequest"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    approveCorrectionRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the correction request */
                request: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CorrectionRequest"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    rejectCorrectionRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the correction request */
                request: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why the change is needed; kept in the history */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CorrectionRequest"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listDepartments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Department"][];
                    };
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    name: string;
                    parent_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Department"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the department */
                department: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Department"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the department */
                department: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    name?: string;
                    parent_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Department"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the department */
                department: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listEmployees: {
        parameters: {
            query?: {
                /** @description Only this department (not its sub-units) */
                department_id?: string;
                location_id?: string;
                /** @description Page number, from 1 to 1000000 */
                page?: number;
                /** @description Items per page, at most 100 */
                per_page?: number;
                /** @description Part of the name or the personnel code */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Employee"][];
                        links: components["schemas"]["PaginationLinks"];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    badge?: string | null;
                    birth_date?: string | null;
                    /** @description Personnel number, unique per tenant; used to log in and at terminals */
                    code: string;
                    department_id?: string | null;
                    email?: string | null;
                    entry_date?: string | null;
                    exit_date?: string | null;
                    first_name: string;
                    last_name: string;
                    location_id?: string | null;
                    password?: string | null;
                    pin?: string | null;
                    /** @description Role; changing it needs employees:assign_roles */
                    role_id?: string;
                    weekly_target_ms?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Employee"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Employee"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    badge?: string | null;
                    birth_date?: string | null;
                    /** @description Personnel number, unique per tenant; used to log in and at terminals */
                    code?: string;
                    department_id?: string | null;
                    email?: string | null;
                    entry_date?: string | null;
                    exit_date?: string | null;
                    first_name?: string;
                    last_name?: string;
                    location_id?: string | null;
                    password?: string | null;
                    pin?: string | null;
                    /** @description Role; changing it needs employees:assign_roles */
                    role_id?: string;
                    weekly_target_ms?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Employee"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listClockEvents: {
        parameters: {
            query?: {
                /**
                 * @description First day, in the employee’s zone (default: 30 days ago)
                 * @example 2026-03-29
                 */
                from?: string;
                /**
                 * @description Last day, inclusive (default: today)
                 * @example 2026-03-29
                 */
                to?: string;
            };
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClockEvent"][];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    addClockEventCorrection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        /** @description Either type and occurred_at, or events */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Several events added as one unit (e.g. a forgotten day: come and go), checked as a whole */
                    events?: {
                        /**
                         * Format: date-time
                         * @description ISO 8601 with offset
                         */
                        occurred_at: string;
                        /** @enum {string} */
                        type: "come" | "go" | "break_start" | "break_end";
                    }[];
                    /**
                     * Format: date-time
                     * @description ISO 8601 with offset
                     */
                    occurred_at?: string;
                    /** @description Why the change is needed; kept in the history */
                    reason: string;
                    /** @enum {string} */
                    type?: "come" | "go" | "break_start" | "break_end";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accuracy_m: number | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 in UTC
                             * @example 2026-03-29T06:00:00.000Z
                             */
                            created_at: string;
                            device: string | null;
                            employee_id: string;
                            event_id: string | null;
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            /**
                             * Format: date-time
                             * @description When it happened, in the zone it was recorded in, with offset
                             * @example 2026-03-29T08:00:00+02:00
                             */
                            occurred_at: string;
                            /** @enum {string} */
                            source: "terminal" | "mobile" | "web" | "correction";
                            terminal_id: string | null;
                            /** @description IANA zone the event was recorded in (the location’s, else the tenant’s) */
                            timezone: string;
                            /** @enum {string} */
                            type: "come" | "go" | "break_start" | "break_end";
                        } | {
                            accuracy_m: number | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 in UTC
                             * @example 2026-03-29T06:00:00.000Z
                             */
                            created_at: string;
                            device: string | null;
                            employee_id: string;
                            event_id: string | null;
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            /**
                             * Format: date-time
                             * @description When it happened, in the zone it was recorded in, with offset
                             * @example 2026-03-29T08:00:00+02:00
                             */
                            occurred_at: string;
                            /** @enum {string} */
                            source: "terminal" | "mobile" | "web" | "correction";
                            terminal_id: string | null;
                            /** @description IANA zone the event was recorded in (the location’s, else the tenant’s) */
                            timezone: string;
                            /** @enum {string} */
                            type: "come" | "go" | "break_start" | "break_end";
                        }[];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteClockEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
                /** @description UUID of the clock event */
                event: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why the change is needed; kept in the history */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClockEventHistoryEntry"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    correctClockEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
                /** @description UUID of the clock event */
                event: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 with offset
                     */
                    occurred_at?: string;
                    /** @description Why the change is needed; kept in the history */
                    reason: string;
                    /** @enum {string} */
                    type?: "come" | "go" | "break_start" | "break_end";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The clock event as it was */
                        data: {
                            accuracy_m: number | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 in UTC
                             * @example 2026-03-29T06:00:00.000Z
                             */
                            created_at: string;
                            device: string | null;
                            employee_id: string;
                            event_id: string | null;
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            /**
                             * Format: date-time
                             * @description When it happened, in the zone it was recorded in, with offset
                             * @example 2026-03-29T08:00:00+02:00
                             */
                            occurred_at: string;
                            /** @enum {string} */
                            source: "terminal" | "mobile" | "web" | "correction";
                            terminal_id: string | null;
                            /** @description IANA zone the event was recorded in (the location’s, else the tenant’s) */
                            timezone: string;
                            /** @enum {string} */
                            type: "come" | "go" | "break_start" | "break_end";
                        };
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listClockEventHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
                /** @description UUID of the clock event */
                event: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClockEventHistoryEntry"][];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listCompensations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Compensation"][];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createCompensation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount_cents: number;
                    /**
                     * @description ISO 4217, default EUR
                     * @default EUR
                     */
                    currency?: string;
                    note?: string | null;
                    /** @enum {string} */
                    type: "monthly_salary" | "hourly_wage" | "bonus";
                    /**
                     * Format: date
                     * @example 2026-03-29
                     */
                    valid_from: string;
                    valid_to?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Compensation"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteCompensation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the compensation */
                compensation: string;
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listNfcTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NfcTag"][];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    registerNfcTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The tag’s UID in hex */
                    uid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NfcTag"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    removeNfcTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
                /** @description UUID of the NFC tag */
                tag: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOvertimeAccount: {
        parameters: {
            query?: {
                /**
                 * @description Balance at the end of this day (default: today)
                 * @example 2026-03-29
                 */
                as_of?: string;
            };
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date
                             * @example 2026-03-29
                             */
                            as_of: string;
                            /**
                             * @description Daily balances since the account start plus bookings
                             * @example 08:30:00.000
                             */
                            balance: string;
                            /** @description The same duration in integer milliseconds */
                            balance_ms: number;
                            bookings: components["schemas"]["OvertimeBooking"][];
                            employee_id: string;
                            /**
                             * Format: date
                             * @description The account start: the entry date, else the day the employee was created
                             * @example 2026-03-29
                             */
                            since: string;
                        };
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createOvertimeBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Signed milliseconds: negative takes hours off the account (a payout), positive adds them */
                    amount_ms: number;
                    /**
                     * Format: date
                     * @description The day the booking counts on
                     * @example 2026-03-29
                     */
                    date: string;
                    /** @enum {string} */
                    kind: "payout" | "adjustment";
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OvertimeBooking"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    remindClockin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listEmployeeScheduleModels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ScheduleAssignment"][];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    assignScheduleModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The model to apply */
                    schedule_model_id: string;
                    /**
                     * Format: date
                     * @description First day the model applies
                     * @example 2026-03-29
                     */
                    valid_from: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ScheduleAssignment"][];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEmployeeWorkingTime: {
        parameters: {
            query?: {
                /**
                 * @description First day (default: the first of the current month)
                 * @example 2026-03-29
                 */
                from?: string;
                /**
                 * @description Last day, inclusive (default: the end of from’s month)
                 * @example 2026-03-29
                 */
                to?: string;
            };
            header?: never;
            path: {
                /** @description UUID of the employee */
                employee: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            days: components["schemas"]["WorkingDay"][];
                            employee_id: string;
                            /**
                             * Format: date
                             * @example 2026-03-29
                             */
                            from: string;
                            /**
                             * Format: date
                             * @example 2026-03-29
                             */
                            to: string;
                            totals: components["schemas"]["WorkingTimeTotals"];
                        };
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listHolidayCalendars: {
        parameters: {
            query?: {
                /** @description Only entries of this year; system calendars are generated for it on demand */
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["HolidayCalendar"][];
                    };
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createHolidayCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entries?: {
                        /** @description YYYY-MM-DD (a date-time is accepted; its date part counts) */
                        date: string;
                        /** @default false */
                        half_day?: boolean;
                        name: string;
                    }[];
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["HolidayCalendar"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getHolidayCalendar: {
        parameters: {
            query?: {
                /** @description Only entries of this year; system calendars are generated for it on demand */
                year?: number;
            };
            header?: never;
            path: {
                /** @description UUID of the holiday */
                holiday: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["HolidayCalendar"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateHolidayCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the holiday */
                holiday: string;
            };
            cookie?: never;
        };
        /** @description entries, when given, replace all entries */
        requestBody: {
            content: {
                "application/json": {
                    entries?: {
                        /** @description YYYY-MM-DD (a date-time is accepted; its date part counts) */
                        date: string;
                        /** @default false */
                        half_day?: boolean;
                        name: string;
                    }[];
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["HolidayCalendar"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteHolidayCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the holiday */
                holiday: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Location"][];
                    };
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    address_additional?: string | null;
                    city?: string | null;
                    country?: string | null;
                    /** @description Holiday calendars that apply here (replaces the set) */
                    holiday_ids?: string[];
                    latitude?: number | null;
                    longitude?: number | null;
                    name: string;
                    phone?: string | null;
                    postal_code?: string | null;
                    /** @description Geofence radius in metres */
                    radius_m?: number | null;
                    state_region?: string | null;
                    /** @description IANA time zone; defaults to the tenant’s */
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Location"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the location */
                location: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Location"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the location */
                location: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    address_additional?: string | null;
                    city?: string | null;
                    country?: string | null;
                    /** @description Holiday calendars that apply here (replaces the set) */
                    holiday_ids?: string[];
                    latitude?: number | null;
                    longitude?: number | null;
                    name?: string;
                    phone?: string | null;
                    postal_code?: string | null;
                    /** @description Geofence radius in metres */
                    radius_m?: number | null;
                    state_region?: string | null;
                    /** @description IANA time zone; defaults to the tenant’s */
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Location"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the location */
                location: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    attachHolidayCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the holiday calendar */
                holiday: string;
                /** @description UUID of the location */
                location: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Location"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    detachHolidayCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the holiday calendar */
                holiday: string;
                /** @description UUID of the location */
                location: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Location"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SessionUser"];
                    };
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    /** @description At least 8 characters */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Personnel number */
                    code: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            access_token: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 in UTC
                             * @example 2026-03-29T06:00:00.000Z
                             */
                            expires_at: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            user: components["schemas"]["SessionUser"];
                        };
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    clockMobile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Accuracy of the position in metres */
                    accuracy?: number;
                    device?: string;
                    /** @description Client id of the event; a replay returns the first answer */
                    event_id?: string;
                    latitude?: number;
                    longitude?: number;
                    /**
                     * Format: date-time
                     * @description For bookings the app buffered offline
                     * @example 2026-03-29T08:00:00+02:00
                     */
                    occurred_at?: string;
                    /**
                     * @description come, go, break_start, break_end, or auto for the next one the come/go order allows
                     * @enum {string}
                     */
                    type: "come" | "go" | "break_start" | "break_end" | "auto";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employee: {
                            id: string;
                            name: string;
                        };
                        /** @description Id of the stored clock event */
                        event: string;
                        event_id: string | null;
                        /**
                         * @description HH:MM in the recorded zone
                         * @example 07:58
                         */
                        local_time: string;
                        /** @description A short German line for the terminal display */
                        message: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 in the tenant or location time zone, with offset
                         * @example 2026-03-29T08:00:00+02:00
                         */
                        occurred_at: string;
                        /** @enum {string} */
                        status: "booked";
                        timezone: string;
                        /** @enum {string} */
                        type: "come" | "go" | "break_start" | "break_end";
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    registerPushToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    platform: "android" | "ios" | "web";
                    /** @description Device registration token from FCM/APNs */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PushToken"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    removePushToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Role"][];
                    };
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    name: string;
                    /** @description Permissions from the spec list; unknown ones are a 422 */
                    permissions: ("employees:view" | "employees:manage" | "employees:assign_roles" | "time-tracking:view" | "time-tracking:correct" | "time-tracking:export" | "time-tracking:clock-web" | "time-tracking:clock-mobile" | "time-tracking:clock-terminal" | "absences:view" | "absences:manage" | "absences:approve" | "schedule-models:view" | "schedule-models:manage" | "holidays:view" | "holidays:manage" | "org:manage" | "projects:view" | "projects:manage" | "payroll:view" | "payroll:manage" | "reports:view" | "settings:manage" | "notifications:own" | "notifications:department")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Role"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the role */
                role: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Role"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the role */
                role: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    name?: string;
                    /** @description Permissions from the spec list; unknown ones are a 422 */
                    permissions?: ("employees:view" | "employees:manage" | "employees:assign_roles" | "time-tracking:view" | "time-tracking:correct" | "time-tracking:export" | "time-tracking:clock-web" | "time-tracking:clock-mobile" | "time-tracking:clock-terminal" | "absences:view" | "absences:manage" | "absences:approve" | "schedule-models:view" | "schedule-models:manage" | "holidays:view" | "holidays:manage" | "org:manage" | "projects:view" | "projects:manage" | "payroll:view" | "payroll:manage" | "reports:view" | "settings:manage" | "notifications:own" | "notifications:department")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Role"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the role */
                role: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRosters: {
        parameters: {
            query?: {
                /**
                 * @description Rosters whose period ends on or after this day
                 * @example 2026-03-29
                 */
                from?: string;
                /** @description Page number, from 1 to 1000000 */
                page?: number;
                /** @description Items per page, at most 100 */
                per_page?: number;
                status?: "draft" | "published";
                /**
                 * @description Rosters whose period starts on or before this day
                 * @example 2026-03-29
                 */
                to?: string;
                unit_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Roster"][];
                        links: components["schemas"]["PaginationLinks"];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createRoster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    budget_cents?: number | null;
                    name: string;
                    notes?: string | null;
                    /**
                     * Format: date
                     * @example 2026-03-29
                     */
                    period_end: string;
                    /**
                     * Format: date
                     * @example 2026-03-29
                     */
                    period_start: string;
                    unit_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Roster"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRoster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the roster */
                roster: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Roster"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateRoster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the roster */
                roster: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    budget_cents?: number | null;
                    name?: string;
                    notes?: string | null;
                    /**
                     * Format: date
                     * @example 2026-03-29
                     */
                    period_end?: string;
                    /**
                     * Format: date
                     * @example 2026-03-29
                     */
                    period_start?: string;
                    unit_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Roster"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteRoster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the roster */
                roster: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRosterEntries: {
        parameters: {
            query?: {
                employee_id?: string;
                /** @example 2026-03-29 */
                from?: string;
                is_open?: boolean;
                /** @description Page number, from 1 to 1000000 */
                page?: number;
                /** @description Items per page, at most 100 */
                per_page?: number;
                /** @example 2026-03-29 */
                to?: string;
            };
            header?: never;
            path: {
                /** @description UUID of the roster */
                roster: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RosterEntry"][];
                        links: components["schemas"]["PaginationLinks"];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createRosterEntries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the roster */
                roster: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description YYYY-MM-DD or a date-time (its date part counts) */
                    date: string;
                    employee_id?: string | null;
                    end_time?: string | null;
                    /** @description Plan despite hard working-time-law findings; they stay on the entry as warnings */
                    force?: boolean;
                    note?: string | null;
                    /** @description Publish the entry right away (pending acknowledgement, push to the employee) */
                    publish?: boolean;
                    /** @description At most 1,000 occurrences and two years */
                    series?: {
                        ends_count?: number;
                        /** @enum {string} */
                        ends_mode: "count" | "until";
                        /** @description YYYY-MM-DD or a date-time (its date part counts) */
                        ends_on?: string;
                        /** @enum {string} */
                        frequency: "daily" | "weekly" | "monthly_weekday" | "monthly_date";
                        interval?: number | null;
                        /** @description 5 = the last such weekday of the month */
                        monthly_ordinal?: number;
                        weekdays?: number[];
                    };
                    shift_id?: string | null;
                    start_time?: string | null;
                    status?: number;
                    work_area_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RosterEntry"];
                    } | {
                        data: components["schemas"]["RosterEntry"][];
                        series: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRosterEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the entry */
                entry: string;
                /** @description UUID of the roster */
                roster: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RosterEntry"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateRosterEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the entry */
                entry: string;
                /** @description UUID of the roster */
                roster: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description YYYY-MM-DD or a date-time (its date part counts) */
                    date?: string;
                    employee_id?: string | null;
                    end_time?: string | null;
                    /** @description Plan despite hard working-time-law findings; they stay on the entry as warnings */
                    force?: boolean;
                    note?: string | null;
                    shift_id?: string | null;
                    start_time?: string | null;
                    status?: number;
                    work_area_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RosterEntry"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteRosterEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the entry */
                entry: string;
                /** @description UUID of the roster */
                roster: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    acknowledgeRosterEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the entry */
                entry: string;
                /** @description UUID of the roster */
                roster: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RosterEntry"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listOpenShiftApplications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the entry */
                entry: string;
                /** @description UUID of the roster */
                roster: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RosterEntryApplication"][];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    applyForOpenShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the entry */
                entry: string;
                /** @description UUID of the roster */
                roster: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RosterEntryApplication"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    publishRoster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the roster */
                roster: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Roster"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    unpublishRoster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the roster */
                roster: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Roster"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listScheduleModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ScheduleModel"][];
                    };
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createScheduleModel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Targets are integers in milliseconds (target_ms, weekly_target_ms); the HH:MM:SS.mmm spelling appears in answers only. A fixed model takes days, a flexible one weekly_target_ms. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Fixed models only, and required for them: exactly seven items, each weekday 1..7 once. Targets are given as target_ms (integer ms) only. */
                    days?: {
                        /** @description Target of that weekday in ms, 0 to 24 h */
                        target_ms: number;
                        /** @description ISO weekday: 1 = Monday ... 7 = Sunday */
                        weekday: number;
                    }[];
                    /** @enum {string} */
                    kind: "fixed" | "flexible";
                    /** @description Unique within the workspace, ignoring case */
                    name: string;
                    /** @description Flexible models only, and required for them: the weekly target in ms, 0 to 7 × 24 h; fixed models derive it from their days. */
                    weekly_target_ms?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ScheduleModel"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getScheduleModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the model */
                model: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ScheduleModel"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteScheduleModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the model */
                model: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateScheduleModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the model */
                model: string;
            };
            cookie?: never;
        };
        /** @description Fields left out stay as they are; the changed model must be valid as a whole (changing the kind needs the new kind’s days or weekly_target_ms). A change applies to every day the model is assigned, past ones included; to change targets from a date on, create a new model and assign it from that date. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Fixed models only, and required for them: exactly seven items, each weekday 1..7 once. Targets are given as target_ms (integer ms) only. */
                    days?: {
                        /** @description Target of that weekday in ms, 0 to 24 h */
                        target_ms: number;
                        /** @description ISO weekday: 1 = Monday ... 7 = Sunday */
                        weekday: number;
                    }[];
                    /** @enum {string} */
                    kind?: "fixed" | "flexible";
                    /** @description Unique within the workspace, ignoring case */
                    name?: string;
                    /** @description Flexible models only, and required for them: the weekly target in ms, 0 to 7 × 24 h; fixed models derive it from their days. */
                    weekly_target_ms?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ScheduleModel"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listShifts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Shift"][];
                    };
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createShift: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    abbreviation?: string;
                    break_minutes?: number;
                    color?: string;
                    /** @description HH:MM */
                    end_time: string;
                    fairness_weight?: number;
                    name: string;
                    note?: string | null;
                    schedule_model_id?: string | null;
                    /** @description HH:MM */
                    start_time: string;
                    tags?: string[];
                    work_area_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Shift"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the shift */
                shift: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Shift"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the shift */
                shift: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    abbreviation?: string;
                    break_minutes?: number;
                    color?: string;
                    /** @description HH:MM */
                    end_time?: string;
                    fairness_weight?: number;
                    name?: string;
                    note?: string | null;
                    schedule_model_id?: string | null;
                    /** @description HH:MM */
                    start_time?: string;
                    tags?: string[];
                    work_area_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Shift"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the shift */
                shift: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    clockAtTerminal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    badge?: string;
                    employee_code?: string;
                    /** @description Client id of the event; a replay returns the first answer */
                    event_id?: string;
                    /** @description NFC tag UID (module nfc_clock) */
                    nfc_uid?: string;
                    /**
                     * Format: date-time
                     * @description For events buffered offline: when they happened
                     * @example 2026-03-29T08:00:00+02:00
                     */
                    occurred_at?: string;
                    pin?: string;
                    /**
                     * @description come, go, break_start, break_end, or auto for the next one the come/go order allows
                     * @enum {string}
                     */
                    type: "come" | "go" | "break_start" | "break_end" | "auto";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employee: {
                            id: string;
                            name: string;
                        };
                        /** @description Id of the stored clock event */
                        event: string;
                        event_id: string | null;
                        /**
                         * @description HH:MM in the recorded zone
                         * @example 07:58
                         */
                        local_time: string;
                        /** @description A short German line for the terminal display */
                        message: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 in the tenant or location time zone, with offset
                         * @example 2026-03-29T08:00:00+02:00
                         */
                        occurred_at: string;
                        /** @enum {string} */
                        status: "booked";
                        timezone: string;
                        /** @enum {string} */
                        type: "come" | "go" | "break_start" | "break_end";
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description conflict: Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listTerminals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Terminal"][];
                    };
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createTerminal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    location_id?: string | null;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 in UTC
                             * @example 2026-03-29T06:00:00.000Z
                             */
                            created_at: string;
                            id: string;
                            last_used_at: string | null;
                            location_id: string | null;
                            name: string;
                            /** @description The terminal’s code for POST /terminal/{code}; shown only now */
                            secret: string;
                        };
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    revokeTerminal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the terminal */
                terminal: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWorkingTime: {
        parameters: {
            query?: {
                /** @description Only employees of this department */
                department_id?: string;
                /** @description `days` adds every day of the range to each item */
                include?: "days";
                /** @description Only employees of this location */
                location_id?: string;
                /** @description Page number, from 1 to 1000000 */
                page?: number;
                /** @description Items per page, at most 100 */
                per_page?: number;
            };
            header?: never;
            path: {
                /**
                 * @description First day
                 * @example 2026-03-29
                 */
                from: string;
                /**
                 * @description Last day, inclusive
                 * @example 2026-03-29
                 */
                to: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Only with include=days */
                            days?: components["schemas"]["WorkingDay"][];
                            employee: {
                                code: string;
                                first_name: string;
                                id: string;
                                last_name: string;
                            };
                            /** @description The days’ flags ORed together */
                            flags: number;
                            totals: components["schemas"]["WorkingTimeTotals"];
                        }[];
                        links: components["schemas"]["PaginationLinks"];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            /** @description bad_request: Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description validation_error: Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
