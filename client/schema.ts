/* Generated from GET /rest/openapi.json by `npm run client:generate` (openapi-typescript). Do not edit. */
export interface paths {
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness probe: catalog database reachable; Redis shown as ok or degraded */
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
    "/rest/absence-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant’s default vacation entitlement and eAU threshold */
        get: operations["getAbsenceSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the default vacation entitlement or the eAU threshold */
        patch: operations["updateAbsenceSettings"];
        trace?: never;
    };
    "/rest/absence-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every absence type: the six system types first, then custom ones by name */
        get: operations["listAbsenceTypes"];
        put?: never;
        /** Create a custom absence type; flags left out follow the category */
        post: operations["createAbsenceType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/absence-types/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a custom absence type no absence uses (409 otherwise, and for system types) */
        delete: operations["deleteAbsenceType"];
        options?: never;
        head?: never;
        /** Rename an absence type or change its flags (the category stays) */
        patch: operations["updateAbsenceType"];
        trace?: never;
    };
    "/rest/absences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Absences: one’s own, or with absences:view those of everyone visible; newest first */
        get: operations["listAbsences"];
        put?: never;
        /**
         * Request an absence (types without approval start approved)
         * @description 409 absence_overlap with another requested or approved absence (`_meta.absence_id`), 409 payroll_period_locked in a closed month, 422 vacation_exceeded beyond the remaining vacation unless allow_negative.
         */
        post: operations["createAbsence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/absences/{absence}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One absence with the working days it costs */
        get: operations["getAbsence"];
        put?: never;
        post?: never;
        /** Delete an absence (an approved one only outside closed payroll months) */
        delete: operations["deleteAbsence"];
        options?: never;
        head?: never;
        /** Change the dates, type or note of a requested (or, with absences:manage, an approved) absence */
        patch: operations["updateAbsence"];
        trace?: never;
    };
    "/rest/absences/{absence}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a requested absence (never one’s own); warns about roster entries planned on its dates */
        post: operations["approveAbsence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/absences/{absence}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a requested or approved absence */
        post: operations["cancelAbsence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/absences/{absence}/eau": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The eAU of a sick absence: status, certificate, attempts
         * @description Own absences need no permission; another’s needs absences:view and visibility. 404 when no eAU is tracked for the absence.
         */
        get: operations["getEau"];
        /** Enter the certificate by hand (the manual provider); the eAU is then received */
        put: operations["enterEau"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/absences/{absence}/eau/retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the eAU provider now; 503 with Retry-After when its downstream cannot be reached */
        post: operations["retrieveEau"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/absences/{absence}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a requested absence with a reason (never one’s own) */
        post: operations["rejectAbsence"];
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
    "/rest/calendar/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A person’s calendar feed as iCalendar (RFC 5545): published roster entries within about 3 months back and 13 months ahead
         * @description Reached without a login: the secret from POST /employees/{employee}/calendar-token is the credential, so it never appears in logs or the audit log. Unknown or revoked secrets answer 404.
         */
        get: operations["getCalendarFeed"];
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
         * @description create needs type and occurred_at; update needs clock_event_id and a new occurred_at, type or project_id; delete needs clock_event_id. Someone with time-tracking:correct decides.
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
    "/rest/cost-centers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cost centres by number, paginated */
        get: operations["listCostCenters"];
        put?: never;
        /** Create a cost centre; a number taken (ignoring case) is a 422 */
        post: operations["createCostCenter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/cost-centers/{costCenter}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One cost centre */
        get: operations["getCostCenter"];
        put?: never;
        post?: never;
        /** Delete a cost centre nobody names (409 cost_center_in_use otherwise: deactivate it with active false) */
        delete: operations["deleteCostCenter"];
        options?: never;
        head?: never;
        /** Change a cost centre; fields left out stay */
        patch: operations["updateCostCenter"];
        trace?: never;
    };
    "/rest/cost-centers/{costCenter}/times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Worked time attributed to a cost centre in a range: the project’s cost centre, else the employee’s, else the department’s
         * @description Needs time-tracking:view or reports:view. Sums cover everyone; the list names only people the caller may see.
         */
        get: operations["getCostCenterTimes"];
        put?: never;
        post?: never;
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
    "/rest/employees/{employee}/calendar-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue the secret calendar feed URL of a person; the previous URL stops working
         * @description The secret is stored only as a hash, so it cannot be shown again: issue a new one to get a URL, which also revokes the old one.
         */
        post: operations["issueCalendarToken"];
        /** Revoke the calendar feed URL of a person without issuing a new one (404 when there is none) */
        delete: operations["revokeCalendarToken"];
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
        /** Change a clock event’s time, type or project, with a reason */
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
    "/rest/employees/{employee}/vacation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vacation account of a year: entitlement, pro rata, carry-over, taken, planned, requested, remaining */
        get: operations["getVacationAccount"];
        put?: never;
        post?: never;
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
    "/rest/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an export of a month (202); follow its status path, then fetch the file
         * @description The file holds the employees the caller may see. CSV: UTF-8 with BOM, `;` separated, durations in decimal hours. XLSX: dates as date cells, durations as [h]:mm time cells.
         */
        post: operations["createExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/exports/{export}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The status of an export: queued, running (rows of rows_total), done (with download) or failed */
        get: operations["getExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/exports/{export}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The export file, streamed as an attachment (409 export_not_ready until the status is done) */
        get: operations["downloadExport"];
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
    "/rest/imports/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import employees from a CSV file (text/csv, `;` or `,`), matched by personnel number
         * @description Columns (English or German headers): personnel_number/Personalnummer, first_name/Vorname, last_name/Nachname, entry_date/Eintrittsdatum (YYYY-MM-DD or DD.MM.YYYY), weekly_hours/Wochenstunden (decimal comma or point), vacation_days/Urlaubstage, cost_center/Kostenstelle. One invalid row: 422 and nothing is imported, unless skip_invalid=true. dry_run=true reports what would happen and writes nothing.
         */
        post: operations["importEmployees"];
        delete?: never;
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
    "/rest/partner-payroll/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payroll program settings: consultant and client number, wage types, endpoint (404 until saved) */
        get: operations["getPartnerPayrollSettings"];
        /** Save the payroll program settings (endpoint_url: http(s), public addresses only) */
        put: operations["savePartnerPayrollSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/partner-payroll/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer a closed payroll month (202): the LODAS file is written and delivered by a job
         * @description An open month: 409 payroll_period_open. No settings yet: 409 partner_payroll_not_configured.
         */
        post: operations["createPayrollTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/partner-payroll/transfers/{transfer}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The status of a transfer: queued, running, delivered or failed, with attempts and the next attempt */
        get: operations["getPayrollTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/partner-payroll/transfers/{transfer}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The LODAS ASCII file of a transfer (Windows-1252, CRLF) */
        get: operations["downloadPayrollTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/partner-payroll/transfers/{transfer}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver a transfer now: 200 delivered (or refused by the downstream), 202 queued, 503 while the downstream stays down
         * @description While the endpoint is unreachable the answer is 503 service_unavailable with Retry-After (seconds until the next automatic attempt); the transfer keeps retrying in the background. Delivered already: 409 transfer_delivered.
         */
        post: operations["retryPayrollTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/payroll-periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The twelve payroll months of a year with their status */
        get: operations["listPayrollPeriods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/payroll-periods/{period}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payroll month with every close and reopen */
        get: operations["getPayrollPeriod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/payroll-periods/{period}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a payroll month: snapshot every employee’s month and lock every write dated in it
         * @description Waits for writes already checking the month to commit, so the snapshot holds exactly what was accepted; afterwards every write dated in the month answers 409 payroll_period_locked. A month that has not begun: 422.
         */
        post: operations["closePayrollPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/payroll-periods/{period}/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every employee’s month as the latest close kept it, paginated */
        get: operations["listPayrollSnapshots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/payroll-periods/{period}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopen a closed payroll month with a reason; its snapshots stay in the history */
        post: operations["reopenPayrollPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projects by number, paginated; without projects:view only the active ones (for choosing what to book) */
        get: operations["listProjects"];
        put?: never;
        /** Create a project; a number taken (ignoring case) is a 422 */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/projects/{project}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One project with its budget and locations */
        get: operations["getProject"];
        put?: never;
        post?: never;
        /** Delete a project; one with booked time is deactivated instead (deleted: false), so its times stay */
        delete: operations["deleteProject"];
        options?: never;
        head?: never;
        /** Change a project; fields left out stay */
        patch: operations["updateProject"];
        trace?: never;
    };
    "/rest/projects/{project}/times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Worked time on a project per employee in a range, with budget used and remaining
         * @description Times are net: recorded breaks are never project time, and the automatic break deduction is taken from the end of the day’s work. Sums cover everyone; the list names only people the caller may see.
         */
        get: operations["getProjectTimes"];
        put?: never;
        post?: never;
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
    "/rest/reports/absences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Absence days per type and category of the visible employees in a year, paginated
         * @description With `Accept: text/csv` the answer is CSV (RFC 4180) of every matching employee, without pagination.
         */
        get: operations["absenceReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/reports/overtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Overtime balances of the visible employees at the end of a day, paginated
         * @description With `Accept: text/csv` the answer is CSV (RFC 4180) of every matching employee, without pagination.
         */
        get: operations["overtimeReport"];
        put?: never;
        post?: never;
        delete?: never;
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
    "/rest/short-work-periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Short-time work periods, oldest first */
        get: operations["listShortWorkPeriods"];
        put?: never;
        /** Put a department (with its sub-units) or named people on short-time work: the target of each day in the range is cut by reduction_percent and the day carries flag 16; 409 payroll_period_locked when a day lies in a closed payroll month */
        post: operations["createShortWorkPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/short-work-periods/{period}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One short-time work period; employee_ids lists only the people the caller may see */
        get: operations["getShortWorkPeriod"];
        put?: never;
        post?: never;
        /** Delete a period: the targets of its days are the schedule’s again (409 payroll_period_locked in a closed payroll month) */
        delete: operations["deleteShortWorkPeriod"];
        options?: never;
        head?: never;
        /** Change a period; fields left out stay. employee_ids turns it into a period of those people, department_id into a department period. Old and new days must lie in open payroll months (409 payroll_period_locked) */
        patch: operations["updateShortWorkPeriod"];
        trace?: never;
    };
    "/rest/short-work-periods/{period}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lost hours of a short-time work period in one month, per person: JSON, or CSV for German Excel with Accept: text/csv
         * @description Per visible person covered: target before and after the cut, worked time and lost hours over the days of the month inside the period (422 when the month lies outside it). With `Accept: text/csv` the same rows come as UTF-8 CSV with BOM, `;` separated, hours as decimals with a comma.
         */
        get: operations["getShortWorkReport"];
        put?: never;
        post?: never;
        delete?: never;
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
    "/rest/terminal/{code}/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The projects to choose from at a terminal: no bearer token, the code in the path is the terminal’s secret. Active projects running today that may be booked at the terminal’s location (a terminal without location: only unrestricted ones), by number, paginated. */
        get: operations["listTerminalProjects"];
        put?: never;
        post?: never;
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
        Absence: {
            /** @description An approver allowed it to go beyond the remaining vacation */
            allow_negative: boolean;
            /** @enum {string} */
            category: "vacation" | "sick" | "special_leave" | "training" | "time_off_in_lieu" | "unpaid";
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            /** @description Working days it costs: days with a target, full holidays 0, half holidays and half days 0.5 */
            days: number;
            decided_at: string | null;
            decided_by: string | null;
            decision_reason: string | null;
            employee_id: string;
            /**
             * Format: date
             * @description Last day, inclusive
             * @example 2026-03-29
             */
            end_date: string;
            /** @description Only half of the last day is taken */
            half_day_end: boolean;
            /** @description Only half of the first day is taken */
            half_day_start: boolean;
            id: string;
            note: string | null;
            requested_by: string;
            /**
             * Format: date
             * @description First day, inclusive
             * @example 2026-03-29
             */
            start_date: string;
            /** @enum {string} */
            status: "requested" | "approved" | "rejected" | "cancelled";
            type_id: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
        };
        AbsenceSettings: {
            /** @description A sick absence longer than this many calendar days gets an eAU retrieval (module eau) */
            eau_threshold_days: number;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
            /** @description Default yearly entitlement for employees without their own */
            vacation_days_per_year: number;
        };
        AbsenceType: {
            /** @enum {string} */
            category: "vacation" | "sick" | "special_leave" | "training" | "time_off_in_lieu" | "unpaid";
            /** @description Days of this type use up the vacation entitlement */
            counts_against_entitlement: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            /** @description A covered day is credited with its target (half of it on a half day) */
            credits_time: boolean;
            id: string;
            /** @description One seeded type per category; cannot be deleted */
            is_system: boolean;
            name: string;
            /** @description Absences of this type start requested; otherwise approved */
            needs_approval: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
        };
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
            project_id: string | null;
            /** @enum {string} */
            source: "terminal" | "mobile" | "web" | "correction";
            terminal_id: string | null;
            /** @description IANA zone the event was recorded in (the location’s, else the tenant’s) */
            timezone: string;
            /** @enum {string} */
            type: "come" | "go" | "break_start" | "break_end" | "switch";
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
                project_id: string | null;
                /** @enum {string} */
                source: "terminal" | "mobile" | "web" | "correction";
                terminal_id: string | null;
                /** @description IANA zone the event was recorded in (the location’s, else the tenant’s) */
                timezone: string;
                /** @enum {string} */
                type: "come" | "go" | "break_start" | "break_end" | "switch";
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
                project_id: string | null;
                /** @enum {string} */
                source: "terminal" | "mobile" | "web" | "correction";
                terminal_id: string | null;
                /** @description IANA zone the event was recorded in (the location’s, else the tenant’s) */
                timezone: string;
                /** @enum {string} */
                type: "come" | "go" | "break_start" | "break_end" | "switch";
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
            project_id: string | null;
            reason: string;
            requested_by: string;
            /** @enum {string} */
            status: "requested" | "approved" | "rejected";
            type: ("come" | "go" | "break_start" | "break_end" | "switch") | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
        };
        CostCenter: {
            /** @description Inactive cost centres keep their history but cannot be newly assigned */
            active: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            id: string;
            name: string;
            /** @description Cost-centre number as payroll knows it (e.g. the Kostenstelle of the payroll transfer); unique ignoring case */
            number: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
        };
        CostCenterTimes: {
            cost_center_id: string;
            /** @description Per employee the caller may see */
            employees: {
                employee: {
                    code: string;
                    first_name: string;
                    id: string;
                    last_name: string;
                };
                /**
                 * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
                 * @example 08:30:00.000
                 */
                worked: string;
                /** @description The same duration in integer milliseconds */
                worked_ms: number;
            }[];
            /**
             * Format: date
             * @example 2026-03-29
             */
            from: string;
            /** @description Where the time came from */
            projects: {
                project_id: string | null;
                /**
                 * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
                 * @example 08:30:00.000
                 */
                worked: string;
                /** @description The same duration in integer milliseconds */
                worked_ms: number;
            }[];
            /**
             * Format: date
             * @example 2026-03-29
             */
            to: string;
            /**
             * @description Worked time attributed to the cost centre in the range, by everyone
             * @example 08:30:00.000
             */
            worked: string;
            /** @description The same duration in integer milliseconds */
            worked_ms: number;
        };
        Department: {
            /** @description Cost centre of its members’ worked time when neither project nor person has one */
            cost_center_id: string | null;
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
        Eau: {
            absence_id: string;
            /** @description Times the provider was asked by the retrieval job */
            attempts: number;
            certificate: {
                diagnosed_on: string | null;
                /** @description Erstbescheinigung (true) or Folgebescheinigung (false) */
                first_certificate: boolean;
                /**
                 * Format: date
                 * @description First day of incapacity the certificate covers
                 * @example 2026-03-29
                 */
                from: string;
                /**
                 * Format: date
                 * @description Last day it covers
                 * @example 2026-03-29
                 */
                to: string;
            } | null;
            /** @description manual, or the retrieval service that is asked */
            provider: string;
            /** @enum {string} */
            status: "pending" | "requested" | "received" | "not_available" | "failed";
        };
        Employee: {
            badge: string | null;
            birth_date: string | null;
            /** @description Whether a password is set */
            can_login: boolean;
            /** @description Personnel number; unique per tenant; used to log in */
            code: string;
            cost_center_id: string | null;
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
            vacation_days_per_year: number | null;
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
                     * @description Domain error code (see the errors page): payroll_period_locked: The date lies in a closed payroll month (`_meta.period`); nothing was written. Reopen the month or book outside it. payroll_period_closed: The payroll month (`_meta.period`) is already closed; reopen it with a reason before closing it again. payroll_period_open: The payroll month (`_meta.period`) is not closed: there is nothing to reopen, and only a closed month can be transferred to payroll. clock_order: The clock event would break the come/go order; `_meta` names the state before it and the types allowed there. event_id_reused: The client `event_id` was already used for another person or by another kind of client; replays must repeat the same booking. working_time_law: Hard working-time-law findings block the roster entry (`_meta.warnings`); send `force: true` to keep them as warnings. schedule_model_in_use: The schedule model is assigned to someone or named by a shift (`_meta.assignments`, `_meta.shifts`); it cannot be deleted. already_clocked_in: A clock-in reminder was asked for someone who has already clocked in today. no_scheduled_shift: A clock-in reminder was asked for someone with no published shift today (`_meta.date`). outside_geofence: A phone booking lies outside the location’s geofence (module geo_clock); `_meta.distance_m` and `_meta.radius_m` say by how much. position_inaccurate: A phone booking’s position is less precise than the geofence allows (`_meta.accuracy_m`). no_push_device: The person has no device registered for push notifications. absence_overlap: The absence overlaps another requested or approved absence of the same person (`_meta.absence_id`). absence_status: The absence is not in a status that allows this step (`_meta.status`), e.g. approving one already decided. absence_type_in_use: The absence type is used by absences (`_meta.absences`); it cannot be deleted. absence_type_system: A system absence type (one per category) cannot be deleted. vacation_exceeded: The absence goes beyond the remaining vacation of a year (`_meta.year`, `_meta.remaining_days`); an approver may send `allow_negative: true`. employee_absent: A clock-in reminder was asked for someone on an approved absence today (`_meta.absence_id`). module_disabled: A field names something of a module this workspace has not enabled (`_meta.module`), e.g. `project_id` without projects or `cost_center_id` without cost_centers. project_inactive: The project cannot be booked on that day: it is inactive, or the day lies outside its starts_on/ends_on (`_meta.project_id`, `_meta.date`). project_not_at_location: The project is restricted to other locations than the terminal’s or the employee’s (`_meta.location_id`). project_not_applicable: Only come, switch and break_end start work and can name a project; go and break_start cannot carry a `project_id`. cost_center_inactive: The cost centre is inactive and cannot be newly assigned to an employee, a department or a project. cost_center_in_use: The cost centre is named by employees, departments or projects (`_meta.employees`, `_meta.departments`, `_meta.projects`); deactivate it instead. export_not_ready: The export’s file is not written yet or the export failed (`_meta.status`); fetch it once its status is done. partner_payroll_not_configured: The payroll transfer settings (consultant and client number, wage types) have not been saved yet. transfer_delivered: The payroll transfer was already delivered; there is nothing to retry.
                     * @enum {string}
                     */
                    code?: "payroll_period_locked" | "payroll_period_closed" | "payroll_period_open" | "clock_order" | "event_id_reused" | "working_time_law" | "schedule_model_in_use" | "already_clocked_in" | "no_scheduled_shift" | "outside_geofence" | "position_inaccurate" | "no_push_device" | "absence_overlap" | "absence_status" | "absence_type_in_use" | "absence_type_system" | "vacation_exceeded" | "employee_absent" | "module_disabled" | "project_inactive" | "project_not_at_location" | "project_not_applicable" | "cost_center_inactive" | "cost_center_in_use" | "export_not_ready" | "partner_payroll_not_configured" | "transfer_delivered";
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
        PayrollMonth: {
            closed_at: string | null;
            closed_by: string | null;
            employees: number | null;
            /** @description Every close and reopen, oldest first (single month only) */
            history?: {
                /** @enum {string} */
                action: "close" | "reopen";
                /**
                 * Format: date-time
                 * @description ISO 8601 in UTC
                 * @example 2026-03-29T06:00:00.000Z
                 */
                at: string;
                by: string | null;
                employees: number | null;
                reason: string | null;
            }[];
            /**
             * @description Month period YYYY-MM
             * @example 2026-03
             */
            period: string;
            reopen_reason: string | null;
            reopened_at: string | null;
            /** @enum {string} */
            status: "open" | "closed";
        };
        PayrollSnapshot: {
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
            employee: {
                code: string;
                first_name: string;
                id: string;
                last_name: string;
            };
            /** @description The month’s day flags ORed together (8192: closed) */
            flags: number;
            /**
             * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
             * @example 08:30:00.000
             */
            overtime_balance: string;
            /** @description The same duration in integer milliseconds */
            overtime_balance_ms: number;
            /**
             * @description Month period YYYY-MM
             * @example 2026-03
             */
            period: string;
            sick_days: number;
            /** @description The month’s surcharge-eligible time per §3b EStG in milliseconds */
            surcharges: {
                /** @description ms of public-holiday work and of work on 31 Dec from 14:00 (125 %) */
                holiday: number;
                /** @description ms of work on 24 Dec from 14:00, 25/26 Dec and 1 May (150 %) */
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
            /** @description Vacation days taken in the month (half days count 0.5) */
            vacation_taken_days: number;
            /**
             * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
             * @example 08:30:00.000
             */
            worked: string;
            /** @description The same duration in integer milliseconds */
            worked_ms: number;
        };
        Project: {
            /** @description Only active projects can be booked */
            active: boolean;
            budget: string | null;
            budget_ms: number | null;
            client: string | null;
            cost_center_id: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            ends_on: string | null;
            id: string;
            /** @description Locations where it may be booked; empty: everywhere */
            location_ids: string[];
            name: string;
            /** @description Project number; unique ignoring case */
            number: string;
            starts_on: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
        };
        ProjectTimes: {
            budget: string | null;
            budget_ms: number | null;
            budget_remaining: string | null;
            budget_remaining_ms: number | null;
            /**
             * @description Worked on the project from its first booking up to `to`
             * @example 08:30:00.000
             */
            budget_used: string;
            /** @description The same duration in integer milliseconds */
            budget_used_ms: number;
            /** @description Per employee the caller may see, with time on the project in the range */
            employees: {
                employee: {
                    code: string;
                    first_name: string;
                    id: string;
                    last_name: string;
                };
                /**
                 * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
                 * @example 08:30:00.000
                 */
                worked: string;
                /** @description The same duration in integer milliseconds */
                worked_ms: number;
            }[];
            /**
             * Format: date
             * @example 2026-03-29
             */
            from: string;
            project_id: string;
            /**
             * Format: date
             * @example 2026-03-29
             */
            to: string;
            /**
             * @description Worked on the project in the range, by everyone
             * @example 08:30:00.000
             */
            worked: string;
            /** @description The same duration in integer milliseconds */
            worked_ms: number;
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
            cost_center_id: string | null;
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
            vacation_days_per_year: number | null;
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
        ShortWorkPeriod: {
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            created_at: string;
            department_id: string | null;
            employee_ids: string[] | null;
            /**
             * Format: date
             * @description First day, inclusive
             * @example 2026-03-29
             */
            from: string;
            id: string;
            note: string | null;
            /** @description Share of the target that is cut on those days */
            reduction_percent: number;
            /**
             * Format: date
             * @description Last day, inclusive
             * @example 2026-03-29
             */
            to: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC
             * @example 2026-03-29T06:00:00.000Z
             */
            updated_at: string;
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
        TerminalProject: {
            id: string;
            name: string;
            number: string;
        };
        VacationAccount: {
            /** @description The previous year’s remainder (negative: a deficit) */
            carried_over_days: number;
            /**
             * Format: date
             * @description 31 March: carried-over days not used by then expire
             * @example 2026-03-29
             */
            carry_over_expires_on: string;
            employee_id: string;
            /** @description Yearly entitlement: the employee’s vacation_days_per_year, else the tenant default */
            entitlement_days: number;
            /** @description Approved days after today */
            planned_days: number;
            /** @description This year’s share: 1/12 per full month on entry or exit inside the year (BUrlG §5) */
            pro_rata_days: number;
            /** @description What can still be asked for */
            remaining_days: number;
            /** @description Days asked for and not yet decided */
            requested_days: number;
            /** @description Approved days up to today */
            taken_days: number;
            year: number;
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
                /** @description ms of public-holiday work and of work on 31 Dec from 14:00 (125 %) */
                holiday: number;
                /** @description ms of work on 24 Dec from 14:00, 25/26 Dec and 1 May (150 %) */
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
                            [key: string]: "ok" | "degraded";
                        };
                        counters: {
                            degraded: boolean;
                            degraded_since?: string;
                            local_operations: number;
                            outages: number;
                            store: "memory" | "redis";
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
    getAbsenceSettings: {
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
                        data: components["schemas"]["AbsenceSettings"];
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
    updateAbsenceSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    eau_threshold_days?: number;
                    vacation_days_per_year?: number;
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
                        data: components["schemas"]["AbsenceSettings"];
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
    listAbsenceTypes: {
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
                        data: components["schemas"]["AbsenceType"][];
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
    createAbsenceType: {
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
                    category: "vacation" | "sick" | "special_leave" | "training" | "time_off_in_lieu" | "unpaid";
                    counts_against_entitlement?: boolean;
                    credits_time?: boolean;
                    name: string;
                    needs_approval?: boolean;
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
                        data: components["schemas"]["AbsenceType"];
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
    deleteAbsenceType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the absence type */
                type: string;
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
    updateAbsenceType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the absence type */
                type: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    counts_against_entitlement?: boolean;
                    credits_time?: boolean;
                    name?: string;
                    needs_approval?: boolean;
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
                        data: components["schemas"]["AbsenceType"];
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
    listAbsences: {
        parameters: {
            query?: {
                employee_id?: string;
                /**
                 * @description Absences ending on or after this date
                 * @example 2026-03-29
                 */
                from?: string;
                /** @description Page number, from 1 to 1000000 */
                page?: number;
                /** @description Items per page, at most 100 */
                per_page?: number;
                status?: "requested" | "approved" | "rejected" | "cancelled";
                /**
                 * @description Absences starting on or before this date
                 * @example 2026-03-29
                 */
                to?: string;
                type_id?: string;
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
                        data: components["schemas"]["Absence"][];
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
    createAbsence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An approver (absences:approve, not for oneself) lets the absence go beyond the remaining vacation */
                    allow_negative?: boolean;
                    /** @description Whose absence (default: your own) */
                    employee_id?: string;
                    /**
                     * Format: date
                     * @example 2026-03-29
                     */
                    end_date: string;
                    half_day_end?: boolean;
                    half_day_start?: boolean;
                    note?: string | null;
                    /**
                     * Format: date
                     * @example 2026-03-29
                     */
                    start_date: string;
                    type_id: string;
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
                        data: components["schemas"]["Absence"];
                        /** @description Roster entries planned on the dates of an approved absence */
                        warnings: {
                            /** @enum {string} */
                            code: "absence_conflict";
                            /**
                             * Format: date
                             * @example 2026-03-29
                             */
                            date: string;
                            end_time: string;
                            roster_entry_id: string;
                            roster_id: string;
                            start_time: string;
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
    getAbsence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the absence */
                absence: string;
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
                        data: components["schemas"]["Absence"];
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
    deleteAbsence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the absence */
                absence: string;
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
    updateAbsence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the absence */
                absence: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @example 2026-03-29
                     */
                    end_date?: string;
                    half_day_end?: boolean;
                    half_day_start?: boolean;
                    note?: string | null;
                    /**
                     * Format: date
                     * @example 2026-03-29
                     */
                    start_date?: string;
                    type_id?: string;
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
                        data: components["schemas"]["Absence"];
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
    approveAbsence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the absence */
                absence: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An approver (absences:approve, not for oneself) lets the absence go beyond the remaining vacation */
                    allow_negative?: boolean;
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
                        data: components["schemas"]["Absence"];
                        /** @description Roster entries planned on the dates of an approved absence */
                        warnings: {
                            /** @enum {string} */
                            code: "absence_conflict";
                            /**
                             * Format: date
                             * @example 2026-03-29
                             */
                            date: string;
                            end_time: string;
                            roster_entry_id: string;
                            roster_id: string;
                            start_time: string;
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
    cancelAbsence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the absence */
                absence: string;
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
                        data: components["schemas"]["Absence"];
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
    getEau: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the sick absence */
                absence: string;
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
                        data: components["schemas"]["Eau"];
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
    enterEau: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the sick absence */
                absence: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    diagnosed_on: string | null;
                    /** @description Erstbescheinigung (true) or Folgebescheinigung (false) */
                    first_certificate: boolean;
                    /**
                     * Format: date
                     * @description First day of incapacity the certificate covers
                     * @example 2026-03-29
                     */
                    from: string;
                    /**
                     * Format: date
                     * @description Last day it covers
                     * @example 2026-03-29
                     */
                    to: string;
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
                        data: components["schemas"]["Eau"];
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
    retrieveEau: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the sick absence */
                absence: string;
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
                        data: components["schemas"]["Eau"];
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
    rejectAbsence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the absence */
                absence: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                        data: components["schemas"]["Absence"];
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
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The secret of the feed URL */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/calendar; UTF-8, CRLF line ends, lines folded at 75 octets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar; charset=utf-8": string;
                };
            };
            /** @description unauthenticated: Unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar; charset=utf-8": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description forbidden: Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar; charset=utf-8": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar; charset=utf-8": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_many_requests: Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar; charset=utf-8": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description server_error: Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar; charset=utf-8": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description service_unavailable: Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar; charset=utf-8": components["schemas"]["ErrorEnvelope"];
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
                    /** @description The project worked on from this event on; only with come, switch, break_end (or auto resolving to them); needs module projects (422 module_disabled) */
                    project_id?: string;
                    /**
                     * @description come, go, break_start, break_end, switch (change the project while working, without a break), or auto for the next one the come/go order allows (never switch)
                     * @enum {string}
                     */
                    type: "come" | "go" | "break_start" | "break_end" | "switch" | "auto";
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
                    /** @description The project the event is to name; only with come, switch, break_end; module projects */
                    project_id?: string;
                    /** @description Why the change is needed; kept in the history */
                    reason: string;
                    /** @enum {string} */
                    type?: "come" | "go" | "break_start" | "break_end" | "switch";
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
    listCostCenters: {
        parameters: {
            query?: {
                /** @description Only active (true) or inactive (false) ones */
                active?: boolean;
                /** @description Page number, from 1 to 1000000 */
                page?: number;
                /** @description Items per page, at most 100 */
                per_page?: number;
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
                        data: components["schemas"]["CostCenter"][];
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
    createCostCenter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Default true */
                    active?: boolean;
                    name: string;
                    /** @description Cost-centre number; unique ignoring case */
                    number: string;
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
                        data: components["schemas"]["CostCenter"];
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
    getCostCenter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the costCenter */
                costCenter: string;
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
                        data: components["schemas"]["CostCenter"];
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
    deleteCostCenter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the costCenter */
                costCenter: string;
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
    updateCostCenter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the costCenter */
                costCenter: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Default true */
                    active?: boolean;
                    name?: string;
                    /** @description Cost-centre number; unique ignoring case */
                    number?: string;
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
                        data: components["schemas"]["CostCenter"];
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
    getCostCenterTimes: {
        parameters: {
            query?: {
                /**
                 * @description First day (default: the first of the current month)
                 * @example 2026-03-29
                 */
                from?: string;
                /**
                 * @description Last day, inclusive (default: the end of from’s month); at most 366 days
                 * @example 2026-03-29
                 */
                to?: string;
            };
            header?: never;
            path: {
                /** @description UUID of the cost centre */
                costCenter: string;
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
                        data: components["schemas"]["CostCenterTimes"];
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
                    cost_center_id?: string | null;
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
                    cost_center_id?: string | null;
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
                    cost_center_id?: string | null;
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
                    vacation_days_per_year?: number | null;
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
                    cost_center_id?: string | null;
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
                    vacation_days_per_year?: number | null;
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
    issueCalendarToken: {
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
                            employee_id: string;
                            /** @description The secret feed URL; shown only now, anyone holding it can read the calendar */
                            url: string;
                            /** @description The same URL with the webcal scheme, which calendar apps subscribe to on a click */
                            webcal_url: string;
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
    revokeCalendarToken: {
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
                        project_id?: string | null;
                        /** @enum {string} */
                        type: "come" | "go" | "break_start" | "break_end" | "switch";
                    }[];
                    /**
                     * Format: date-time
                     * @description ISO 8601 with offset
                     */
                    occurred_at?: string;
                    project_id?: string | null;
                    /** @description Why the change is needed; kept in the history */
                    reason: string;
                    /** @enum {string} */
                    type?: "come" | "go" | "break_start" | "break_end" | "switch";
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
                            project_id: string | null;
                            /** @enum {string} */
                            source: "terminal" | "mobile" | "web" | "correction";
                            terminal_id: string | null;
                            /** @description IANA zone the event was recorded in (the location’s, else the tenant’s) */
                            timezone: string;
                            /** @enum {string} */
                            type: "come" | "go" | "break_start" | "break_end" | "switch";
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
                            project_id: string | null;
                            /** @enum {string} */
                            source: "terminal" | "mobile" | "web" | "correction";
                            terminal_id: string | null;
                            /** @description IANA zone the event was recorded in (the location’s, else the tenant’s) */
                            timezone: string;
                            /** @enum {string} */
                            type: "come" | "go" | "break_start" | "break_end" | "switch";
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
                    project_id?: string | null;
                    /** @description Why the change is needed; kept in the history */
                    reason: string;
                    /** @enum {string} */
                    type?: "come" | "go" | "break_start" | "break_end" | "switch";
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
                            project_id: string | null;
                            /** @enum {string} */
                            source: "terminal" | "mobile" | "web" | "correction";
                            terminal_id: string | null;
                            /** @description IANA zone the event was recorded in (the location’s, else the tenant’s) */
                            timezone: string;
                            /** @enum {string} */
                            type: "come" | "go" | "break_start" | "break_end" | "switch";
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
    getVacationAccount: {
        parameters: {
            query?: {
                /** @description Default: the current year */
                year?: number;
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
                        data: components["schemas"]["VacationAccount"];
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
    createExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description CSV only: write 7,50 instead of 7.50
                     * @default true
                     */
                    decimal_comma?: boolean;
                    /** @description Only the employees of this department (not its sub-units) */
                    department_id?: string;
                    /** @enum {string} */
                    format: "csv" | "xlsx";
                    /**
                     * @description working_time: one row per employee and day
                     * @enum {string}
                     */
                    kind: "working_time";
                    /**
                     * @description The month to export
                     * @example 2026-03
                     */
                    period: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
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
                            /** @description CSV numbers use the German decimal comma */
                            decimal_comma: boolean;
                            download: string | null;
                            error: string | null;
                            finished_at: string | null;
                            /** @enum {string} */
                            format: "csv" | "xlsx";
                            id: string;
                            /** @enum {string} */
                            kind: "working_time";
                            /**
                             * @description Month period YYYY-MM
                             * @example 2026-03
                             */
                            period: string;
                            /** @description Data rows written so far */
                            rows: number;
                            rows_total: number | null;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
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
    getExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the export */
                export: string;
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
                             * Format: date-time
                             * @description ISO 8601 in UTC
                             * @example 2026-03-29T06:00:00.000Z
                             */
                            created_at: string;
                            /** @description CSV numbers use the German decimal comma */
                            decimal_comma: boolean;
                            download: string | null;
                            error: string | null;
                            finished_at: string | null;
                            /** @enum {string} */
                            format: "csv" | "xlsx";
                            id: string;
                            /** @enum {string} */
                            kind: "working_time";
                            /**
                             * @description Month period YYYY-MM
                             * @example 2026-03
                             */
                            period: string;
                            /** @description Data rows written so far */
                            rows: number;
                            rows_total: number | null;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
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
    downloadExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the export */
                export: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file: text/csv or XLSX */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
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
    importEmployees: {
        parameters: {
            query?: {
                /** @description Check and report, write nothing */
                dry_run?: boolean;
                /** @description Import the valid rows and skip the invalid ones */
                skip_invalid?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The CSV file, UTF-8 (a byte order mark is allowed) */
        requestBody: {
            content: {
                "text/csv": string;
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
                            created: number;
                            dry_run: boolean;
                            /** @description Whether anything was written */
                            imported: boolean;
                            rows: {
                                /**
                                 * @description What was (dry run: would be) done with the row
                                 * @enum {string}
                                 */
                                action: "create" | "update" | "skip";
                                employee_id: string | null;
                                /** @description Messages per column; empty when the row is valid */
                                errors: {
                                    [key: string]: string[];
                                };
                                personnel_number: string | null;
                                /** @description Line of the file (the header is line 1) */
                                row: number;
                            }[];
                            skipped: number;
                            updated: number;
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
                    /** @description The project worked on from this event on; only with come, switch, break_end (or auto resolving to them); needs module projects (422 module_disabled) */
                    project_id?: string;
                    /**
                     * @description come, go, break_start, break_end, switch (change the project while working, without a break), or auto for the next one the come/go order allows (never switch)
                     * @enum {string}
                     */
                    type: "come" | "go" | "break_start" | "break_end" | "switch" | "auto";
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
                        project_id: string | null;
                        /** @enum {string} */
                        status: "booked";
                        timezone: string;
                        /** @enum {string} */
                        type: "come" | "go" | "break_start" | "break_end" | "switch";
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
    getPartnerPayrollSettings: {
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
                            client_number: string;
                            consultant_number: string;
                            endpoint_url: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 in UTC
                             * @example 2026-03-29T06:00:00.000Z
                             */
                            updated_at: string;
                            /** @description Which wage type each value is booked on; an unmapped value is not transferred */
                            wage_types: {
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                holiday?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                holiday_special?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                night?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                night_core?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                overtime?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                sick?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                sunday?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                vacation?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                worked?: string;
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
    savePartnerPayrollSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Client number (Mandantennummer), up to 5 digits */
                    client_number: string;
                    /** @description Consultant number (Beraternummer), up to 7 digits */
                    consultant_number: string;
                    endpoint_url?: string | null;
                    /** @description Which wage type each value is booked on; an unmapped value is not transferred */
                    wage_types: {
                        /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                        holiday?: string;
                        /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                        holiday_special?: string;
                        /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                        night?: string;
                        /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                        night_core?: string;
                        /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                        overtime?: string;
                        /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                        sick?: string;
                        /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                        sunday?: string;
                        /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                        vacation?: string;
                        /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                        worked?: string;
                    };
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
                            client_number: string;
                            consultant_number: string;
                            endpoint_url: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 in UTC
                             * @example 2026-03-29T06:00:00.000Z
                             */
                            updated_at: string;
                            /** @description Which wage type each value is booked on; an unmapped value is not transferred */
                            wage_types: {
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                holiday?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                holiday_special?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                night?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                night_core?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                overtime?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                sick?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                sunday?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                vacation?: string;
                                /** @description Wage type number (Lohnart) of the payroll program, 1 to 4 digits */
                                worked?: string;
                            };
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
    createPayrollTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The closed month to transfer
                     * @example 2026-03
                     */
                    period: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Delivery attempts so far */
                            attempts: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 in UTC
                             * @example 2026-03-29T06:00:00.000Z
                             */
                            created_at: string;
                            delivered_at: string | null;
                            endpoint_url: string | null;
                            error: string | null;
                            file: string | null;
                            id: string;
                            next_attempt_at: string | null;
                            /**
                             * @description Month period YYYY-MM
                             * @example 2026-03
                             */
                            period: string;
                            records: number | null;
                            /** @enum {string} */
                            status: "queued" | "running" | "delivered" | "failed";
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
    getPayrollTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the transfer */
                transfer: string;
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
                            /** @description Delivery attempts so far */
                            attempts: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 in UTC
                             * @example 2026-03-29T06:00:00.000Z
                             */
                            created_at: string;
                            delivered_at: string | null;
                            endpoint_url: string | null;
                            error: string | null;
                            file: string | null;
                            id: string;
                            next_attempt_at: string | null;
                            /**
                             * @description Month period YYYY-MM
                             * @example 2026-03
                             */
                            period: string;
                            records: number | null;
                            /** @enum {string} */
                            status: "queued" | "running" | "delivered" | "failed";
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
    downloadPayrollTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the transfer */
                transfer: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The LODAS file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain; charset=windows-1252": string;
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
    retryPayrollTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the transfer */
                transfer: string;
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
                            /** @description Delivery attempts so far */
                            attempts: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 in UTC
                             * @example 2026-03-29T06:00:00.000Z
                             */
                            created_at: string;
                            delivered_at: string | null;
                            endpoint_url: string | null;
                            error: string | null;
                            file: string | null;
                            id: string;
                            next_attempt_at: string | null;
                            /**
                             * @description Month period YYYY-MM
                             * @example 2026-03
                             */
                            period: string;
                            records: number | null;
                            /** @enum {string} */
                            status: "queued" | "running" | "delivered" | "failed";
                        };
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Delivery attempts so far */
                            attempts: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 in UTC
                             * @example 2026-03-29T06:00:00.000Z
                             */
                            created_at: string;
                            delivered_at: string | null;
                            endpoint_url: string | null;
                            error: string | null;
                            file: string | null;
                            id: string;
                            next_attempt_at: string | null;
                            /**
                             * @description Month period YYYY-MM
                             * @example 2026-03
                             */
                            period: string;
                            records: number | null;
                            /** @enum {string} */
                            status: "queued" | "running" | "delivered" | "failed";
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
    listPayrollPeriods: {
        parameters: {
            query?: {
                /** @description Default: the current year */
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
                        data: components["schemas"]["PayrollMonth"][];
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
    getPayrollPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The payroll month, YYYY-MM
                 * @example 2026-03
                 */
                period: string;
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
                        data: components["schemas"]["PayrollMonth"];
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
    closePayrollPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The payroll month, YYYY-MM
                 * @example 2026-03
                 */
                period: string;
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
                        data: components["schemas"]["PayrollMonth"];
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
    listPayrollSnapshots: {
        parameters: {
            query?: {
                /** @description Page number, from 1 to 1000000 */
                page?: number;
                /** @description Items per page, at most 100 */
                per_page?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The payroll month, YYYY-MM
                 * @example 2026-03
                 */
                period: string;
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
                        data: components["schemas"]["PayrollSnapshot"][];
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
    reopenPayrollPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The payroll month, YYYY-MM
                 * @example 2026-03
                 */
                period: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why the month is reopened */
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
                        data: components["schemas"]["PayrollMonth"];
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
    listProjects: {
        parameters: {
            query?: {
                /** @description Only active (true) or inactive (false) ones; ignored without projects:view (always active) */
                active?: boolean;
                cost_center_id?: string;
                /** @description Only projects bookable at this location */
                location_id?: string;
                /** @description Page number, from 1 to 1000000 */
                page?: number;
                /** @description Items per page, at most 100 */
                per_page?: number;
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
                        data: components["schemas"]["Project"][];
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
    createProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The budget is given in integer ms (budget_ms); the HH:MM:SS.mmm spelling appears in answers only. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Default true; inactive projects cannot be booked */
                    active?: boolean;
                    budget_ms?: number | null;
                    client?: string | null;
                    cost_center_id?: string | null;
                    ends_on?: string | null;
                    /** @description Locations where it may be booked; empty or left out: everywhere */
                    location_ids?: string[];
                    name: string;
                    /** @description Project number; unique ignoring case */
                    number: string;
                    starts_on?: string | null;
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
                        data: components["schemas"]["Project"];
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
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the project */
                project: string;
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
                        data: components["schemas"]["Project"];
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
    deleteProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the project */
                project: string;
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
                        /** @description false: the project has booked time and was deactivated instead */
                        deleted: boolean;
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
    updateProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the project */
                project: string;
            };
            cookie?: never;
        };
        /** @description Fields left out stay; location_ids replaces the whole list. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Default true; inactive projects cannot be booked */
                    active?: boolean;
                    budget_ms?: number | null;
                    client?: string | null;
                    cost_center_id?: string | null;
                    ends_on?: string | null;
                    /** @description Locations where it may be booked; empty or left out: everywhere */
                    location_ids?: string[];
                    name?: string;
                    /** @description Project number; unique ignoring case */
                    number?: string;
                    starts_on?: string | null;
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
                        data: components["schemas"]["Project"];
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
    getProjectTimes: {
        parameters: {
            query?: {
                /**
                 * @description First day (default: the first of the current month)
                 * @example 2026-03-29
                 */
                from?: string;
                /**
                 * @description Last day, inclusive (default: the end of from’s month); at most 366 days
                 * @example 2026-03-29
                 */
                to?: string;
            };
            header?: never;
            path: {
                /** @description UUID of the project */
                project: string;
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
                        data: components["schemas"]["ProjectTimes"];
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
    absenceReport: {
        parameters: {
            query?: {
                /** @description Only employees of this department */
                department_id?: string;
                /** @description Page number, from 1 to 1000000 */
                page?: number;
                /** @description Items per page, at most 100 */
                per_page?: number;
                /** @description Default: the current year */
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
                        data: {
                            /** @description Absence days per category (half days 0.5); `other` is special leave, training and unpaid leave */
                            days: {
                                other: number;
                                sick: number;
                                time_off_in_lieu: number;
                                vacation: number;
                            };
                            employee: {
                                code: string;
                                first_name: string;
                                id: string;
                                last_name: string;
                            };
                            /** @description Every absence type of the workspace (by name) with the approved days of it in the year */
                            types: {
                                category: string;
                                days: number;
                                name: string;
                                type_id: string;
                            }[];
                            year: number;
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
    overtimeReport: {
        parameters: {
            query?: {
                /**
                 * @description Balances at the end of this day (default: today)
                 * @example 2026-03-29
                 */
                as_of?: string;
                /** @description Only employees of this department */
                department_id?: string;
                /** @description Page number, from 1 to 1000000 */
                page?: number;
                /** @description Items per page, at most 100 */
                per_page?: number;
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
                        data: {
                            /**
                             * Format: date
                             * @example 2026-03-29
                             */
                            as_of: string;
                            /**
                             * @description HH:MM:SS.mmm; hours may exceed 24, negative values start with -
                             * @example 08:30:00.000
                             */
                            balance: string;
                            /** @description The same duration in integer milliseconds */
                            balance_ms: number;
                            employee: {
                                code: string;
                                first_name: string;
                                id: string;
                                last_name: string;
                            };
                            /**
                             * Format: date
                             * @description The account start: the entry date, else the day the employee was created
                             * @example 2026-03-29
                             */
                            since: string;
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
    listShortWorkPeriods: {
        parameters: {
            query?: {
                /** @description Only periods of this department */
                department_id?: string;
                /** @description Only periods covering this person, by name or by department */
                employee_id?: string;
                /**
                 * @description Only periods ending on or after this day
                 * @example 2026-03-29
                 */
                from?: string;
                /** @description Page number, from 1 to 1000000 */
                page?: number;
                /** @description Items per page, at most 100 */
                per_page?: number;
                /**
                 * @description Only periods starting on or before this day
                 * @example 2026-03-29
                 */
                to?: string;
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
                        data: components["schemas"]["ShortWorkPeriod"][];
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
    createShortWorkPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The department on short-time work, sub-units included; instead of employee_ids */
                    department_id?: string;
                    /** @description The people on short-time work; instead of department_id */
                    employee_ids?: string[];
                    /**
                     * Format: date
                     * @description First day, inclusive
                     * @example 2026-03-29
                     */
                    from: string;
                    note?: string | null;
                    /** @description Percent of the target cut on each day of the period */
                    reduction_percent: number;
                    /**
                     * Format: date
                     * @description Last day, inclusive
                     * @example 2026-03-29
                     */
                    to: string;
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
                        data: components["schemas"]["ShortWorkPeriod"];
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
    getShortWorkPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the period */
                period: string;
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
                        data: components["schemas"]["ShortWorkPeriod"];
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
    deleteShortWorkPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the period */
                period: string;
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
    updateShortWorkPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the period */
                period: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Makes it a department period (the named people are dropped) */
                    department_id?: string;
                    /** @description The people on short-time work; instead of department_id */
                    employee_ids?: string[];
                    /**
                     * Format: date
                     * @example 2026-03-29
                     */
                    from?: string;
                    note?: string | null;
                    /** @description Percent of the target cut on each day of the period */
                    reduction_percent?: number;
                    /**
                     * Format: date
                     * @example 2026-03-29
                     */
                    to?: string;
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
                        data: components["schemas"]["ShortWorkPeriod"];
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
    getShortWorkReport: {
        parameters: {
            query: {
                /**
                 * @description The month, YYYY-MM
                 * @example 2026-03
                 */
                month: string;
            };
            header?: never;
            path: {
                /** @description UUID of the period */
                period: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report: JSON by default, CSV with Accept: text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Every visible person the period covers, by last and first name */
                            employees: {
                                /** @description Days whose target was cut */
                                days_affected: number;
                                employee: {
                                    code: string;
                                    first_name: string;
                                    id: string;
                                    last_name: string;
                                };
                                /**
                                 * @description Hours lost to short-time work: the cut, less work or credited absence beyond the reduced target, per day
                                 * @example 08:30:00.000
                                 */
                                lost: string;
                                /** @description The same duration in integer milliseconds */
                                lost_ms: number;
                                /**
                                 * @description The reduced target the days are judged by
                                 * @example 08:30:00.000
                                 */
                                target_after: string;
                                /** @description The same duration in integer milliseconds */
                                target_after_ms: number;
                                /**
                                 * @description Target without the short-time cut (schedule, employment and public holidays applied)
                                 * @example 08:30:00.000
                                 */
                                target_before: string;
                                /** @description The same duration in integer milliseconds */
                                target_before_ms: number;
                                /**
                                 * @description Net working time on those days
                                 * @example 08:30:00.000
                                 */
                                worked: string;
                                /** @description The same duration in integer milliseconds */
                                worked_ms: number;
                            }[];
                            /**
                             * Format: date
                             * @description First day of the month inside the period
                             * @example 2026-03-29
                             */
                            from: string;
                            /**
                             * @description Month period YYYY-MM
                             * @example 2026-03
                             */
                            month: string;
                            period_id: string;
                            reduction_percent: number;
                            /**
                             * Format: date
                             * @description Last day of the month inside the period
                             * @example 2026-03-29
                             */
                            to: string;
                            totals: {
                                /** @description Days whose target was cut */
                                days_affected: number;
                                /**
                                 * @description Hours lost to short-time work: the cut, less work or credited absence beyond the reduced target, per day
                                 * @example 08:30:00.000
                                 */
                                lost: string;
                                /** @description The same duration in integer milliseconds */
                                lost_ms: number;
                                /**
                                 * @description The reduced target the days are judged by
                                 * @example 08:30:00.000
                                 */
                                target_after: string;
                                /** @description The same duration in integer milliseconds */
                                target_after_ms: number;
                                /**
                                 * @description Target without the short-time cut (schedule, employment and public holidays applied)
                                 * @example 08:30:00.000
                                 */
                                target_before: string;
                                /** @description The same duration in integer milliseconds */
                                target_before_ms: number;
                                /**
                                 * @description Net working time on those days
                                 * @example 08:30:00.000
                                 */
                                worked: string;
                                /** @description The same duration in integer milliseconds */
                                worked_ms: number;
                            };
                        };
                    };
                    "text/csv": string;
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
                    /** @description The project worked on from this event on; only with come, switch, break_end (or auto resolving to them); needs module projects (422 module_disabled) */
                    project_id?: string;
                    /**
                     * @description come, go, break_start, break_end, switch (change the project while working, without a break), or auto for the next one the come/go order allows (never switch)
                     * @enum {string}
                     */
                    type: "come" | "go" | "break_start" | "break_end" | "switch" | "auto";
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
                        project_id: string | null;
                        /** @enum {string} */
                        status: "booked";
                        timezone: string;
                        /** @enum {string} */
                        type: "come" | "go" | "break_start" | "break_end" | "switch";
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
    listTerminalProjects: {
        parameters: {
            query?: {
                /** @description Page number, from 1 to 1000000 */
                page?: number;
                /** @description Items per page, at most 100 */
                per_page?: number;
            };
            header?: never;
            path: {
                code: string;
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
                        data: components["schemas"]["TerminalProject"][];
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
