-- Filled by the issue #11 work on this area.
SELECT 1;
