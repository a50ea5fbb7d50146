/* The native express lane of the headless contract (optional: built by a regular install where a C compiler
 * and the Python headers are at hand; setup.py, docs/building.md).
 *
 * movement(doc, tables, hard) adjudicates one movement phase of a canonical contract document straight
 * into the contract's result, as express.movement_json does, byte for byte; it returns None for anything
 * it does not take (the caller then goes the Python way, which says what is wrong or decides it):
 *
 *   - a document that is not written the way the contract writes its own output (exact dicts, lists and
 *     strings; canonical units and centres; powers in upper case; a canonical movement phase);
 *   - a decision that depends on itself (circular movement, a convoy paradox: the full algorithm decides);
 *   - a unit given two orders (DATC 4.D.3), a support naming a coast the fleet does not move to.
 *
 * Every table comes from Python (express.native_tables): the map's provinces, locations, adjacencies, the
 * word table and order shapes of parse.QuickReader, the English templates of the results. The order lines
 * its quick reading does not take (the same ones QuickReader leaves) are read by hard(line, power), a
 * Python object made only when one is met, which answers with the order as a tuple or with the
 * invalid order's result. The resolution is movement.MovementResolver's, straight away (DATC 5.E without
 * guesses); the reasons are the catalogue's English templates, filled here.
 *
 * tests/test_express.py compares this lane with the Python one over DATC, random games and hostile
 * documents; tools/compare_express.py over real games.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <setjmp.h>
#include <string.h>

#define MAXP 128          /* provinces */
#define MAXL 256          /* locations (provinces and their coasts) */
#define MAXW 16           /* words in one quick order */
#define MAXR 1100         /* results in one phase: order lines (at most 1000) and disbands */
#define MAXPOW 16

enum { K_LAND = 0, K_COAST = 1, K_SEA = 2, K_IMPASSABLE = 3 };
enum { MOVE = 0, SUPPORT = 1, CONVOY = 2, HOLD = 3 };
enum { W_HOLD = 0, W_MOVE = 1, W_SUPPORT = 2, W_CONVOY = 3 };
enum { VOID_NONE = 0, VOID_CONVOY = 1, VOID_HOLD_MOVES = 2, VOID_NOT_ORDERED = 3 };

/* --- a small hash of byte strings ------------------------------------------------------------- */

typedef struct { char *key; Py_ssize_t len; int val; } HEnt;
typedef struct { HEnt *ents; Py_ssize_t cap; } HTab;

static size_t hbytes(const char *s, Py_ssize_t n) {
    size_t h = 1469598103934665603ULL;
    for (Py_ssize_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 1099511628211ULL; }
    return h;
}

static int htab_init(HTab *t, Py_ssize_t n) {
    Py_ssize_t cap = 16;
    while (cap < 4 * n) cap <<= 1;
    t->ents = PyMem_Calloc((size_t)cap, sizeof(HEnt));
    t->cap = cap;
    return t->ents ? 0 : -1;
}

static int htab_put(HTab *t, const char *s, Py_ssize_t n, int val) {
    size_t i = hbytes(s, n) & (size_t)(t->cap - 1);
    while (t->ents[i].key) {
        if (t->ents[i].len == n && memcmp(t->ents[i].key, s, (size_t)n) == 0) { t->ents[i].val = val; return 0; }
        i = (i + 1) & (size_t)(t->cap - 1);
    }
    char *k = PyMem_Malloc((size_t)n + 1);
    if (!k) return -1;
    memcpy(k, s, (size_t)n); k[n] = 0;
    t->ents[i].key = k; t->ents[i].len = n; t->ents[i].val = val;
    return 0;
}

#define MISSING (-1000)
static int htab_lookup(const HTab *t, const char *s, Py_ssize_t n, int missing) {
    size_t i = hbytes(s, n) & (size_t)(t->cap - 1);
    while (t->ents[i].key) {
        if (t->ents[i].len == n && memcmp(t->ents[i].key, s, (size_t)n) == 0) return t->ents[i].val;
        i = (i + 1) & (size_t)(t->cap - 1);
    }
    return missing;
}
static int htab_get(const HTab *t, const char *s, Py_ssize_t n) { return htab_lookup(t, s, n, -1); }

static void htab_free(HTab *t) {
    if (!t->ents) return;
    for (Py_ssize_t i = 0; i < t->cap; i++) PyMem_Free(t->ents[i].key);
    PyMem_Free(t->ents);
    t->ents = NULL;
}

/* --- the tables of one map and ruleset ----------------------------------------------------------- */

typedef struct { int sig, prov, coast_loc, fleet_loc, army_loc; } Word;
typedef struct { int what, unit, other, dest, via; } Shape;

enum {
    T_MOVED, T_MOVED_BY_CONVOY, T_SUPPORT_GIVEN, T_SUPPORT_CUT, T_SUPPORT_CUT_BY, T_SUPPORT_CUT_DISLODGED,
    T_DISLODGED_BY, T_AND_DISLODGED, T_NO_CONVOY, T_CONVOY_DISRUPTED, T_CONVOY_INCOMPLETE,
    T_CONVOY_DISRUPTED_DISLODGED, T_ARMY_WENT_BY_LAND, T_CONVOYED, T_OTHER_ROUTE, T_ARMY_FAILED, T_OWN_UNIT,
    T_HEAD_TO_HEAD_LOST, T_TAKEN_BY, T_BOUNCED_WITH, T_BOUNCED_AGAINST, T_BOUNCED_OFF, T_BOUNCED_IN, T_LIST,
    T_DISBANDED_NO_RETREAT, T_NO_RETREAT_POSSIBLE, T_VOID_CONVOY, T_VOID_HOLD_MOVES, T_VOID_NOT_ORDERED, T_COUNT
};
static const char *TEMPLATE_KEYS[T_COUNT] = {
    "result.moved", "result.moved_by_convoy", "result.support_given", "result.support_cut", "result.support_cut_by",
    "result.support_cut_dislodged", "result.dislodged_by", "result.and_dislodged", "result.no_convoy",
    "result.convoy_disrupted", "result.convoy_incomplete", "result.convoy_disrupted_dislodged",
    "result.army_went_by_land", "result.convoyed", "result.other_route", "result.army_failed", "result.own_unit",
    "result.head_to_head_lost", "result.taken_by", "result.bounced_with", "result.bounced_against",
    "result.bounced_off", "result.bounced_in", "_fmt.list", "result.disbanded_no_retreat",
    "result.text.no_retreat_possible", "void.convoy_not_ordered", "void.support_hold_moves",
    "void.support_not_ordered",
};

typedef struct {
    PyObject_HEAD
    int np, nl, npow;
    PyObject *codes[MAXP];          /* province codes (sorted: the index order is the sorted order) */
    char *names[MAXP];              /* English names, UTF-8 */
    unsigned char kind[MAXP], supply[MAXP], split[MAXP];
    PyObject *loc_text[MAXL];
    int loc_prov[MAXL];
    unsigned char army_adj[MAXP][MAXP], army_entry[MAXP][MAXP], fleet_reach[MAXP][MAXP];
    unsigned char fleet_into_prov[MAXL][MAXP];
    unsigned char sea_adj[MAXP][MAXP];  /* n in sea_neighbours(q) */
    int *sea_nbrs[MAXP]; int n_sea_nbrs[MAXP];
    int *army_moves[MAXP]; int n_army_moves[MAXP];
    int *fleet_moves[MAXL]; int n_fleet_moves[MAXL];
    int *fleet_into[MAXL]; int n_fleet_into[MAXL];
    PyObject *powers[MAXPOW];       /* sorted */
    int *home[MAXPOW]; int n_home[MAXPOW];
    PyObject *power_index;          /* dict: power -> int */
    PyObject *unit_of_text;         /* dict: "A PAR" -> type * MAXL + loc */
    PyObject *unit_text[2][MAXL];   /* "A PAR", "F STP/SC" (NULL where no unit stands) */
    PyObject *prov_index, *loc_index;
    HTab words; Word *word;
    HTab pairs; HTab second;
    HTab shapes; Shape *shape;
    char *tmpl[T_COUNT];
    PyObject *s_moved, *s_moved_by_convoy, *s_support_given, *s_support_cut, *s_empty, *s_convoyed,
             *s_other_route, *s_army_failed, *s_no_convoy, *s_convoy_disrupted, *s_convoy_incomplete,
             *s_disbanded_no_retreat;
    int victory, to_origin;
    /* what a position can be (rules/positions.py): a document past these goes the Python way, which refuses it */
    int max_units, max_year, start_year;
} Tables;

static PyObject *K_power, *K_text, *K_order, *K_status, *K_reason, *K_phase, *K_next_phase, *K_orders, *K_units,
    *K_dislodged, *K_contested, *K_centers, *K_winner, *K_disbanded, *K_built, *K_adjustments, *K_unit,
    *K_attacker_from, *K_retreats, *K_by_convoy, *K_ruleset, *K_civil_disorder, *K_explain, *K_read;
static PyObject *S_succeeds, *S_fails, *S_void;

static void Tables_dealloc(Tables *t) {
    for (int i = 0; i < MAXP; i++) {
        Py_XDECREF(t->codes[i]); PyMem_Free(t->names[i]); PyMem_Free(t->sea_nbrs[i]); PyMem_Free(t->army_moves[i]);
    }
    for (int i = 0; i < MAXL; i++) {
        Py_XDECREF(t->loc_text[i]); PyMem_Free(t->fleet_moves[i]); PyMem_Free(t->fleet_into[i]);
        Py_XDECREF(t->unit_text[0][i]); Py_XDECREF(t->unit_text[1][i]);
    }
    for (int i = 0; i < MAXPOW; i++) { Py_XDECREF(t->powers[i]); PyMem_Free(t->home[i]); }
    Py_XDECREF(t->power_index); Py_XDECREF(t->unit_of_text); Py_XDECREF(t->prov_index); Py_XDECREF(t->loc_index);
    htab_free(&t->words); htab_free(&t->pairs); htab_free(&t->second); htab_free(&t->shapes);
    PyMem_Free(t->word); PyMem_Free(t->shape);
    for (int i = 0; i < T_COUNT; i++) PyMem_Free(t->tmpl[i]);
    Py_XDECREF(t->s_moved); Py_XDECREF(t->s_moved_by_convoy); Py_XDECREF(t->s_support_given);
    Py_XDECREF(t->s_support_cut); Py_XDECREF(t->s_empty); Py_XDECREF(t->s_convoyed); Py_XDECREF(t->s_other_route);
    Py_XDECREF(t->s_army_failed); Py_XDECREF(t->s_no_convoy); Py_XDECREF(t->s_convoy_disrupted);
    Py_XDECREF(t->s_convoy_incomplete); Py_XDECREF(t->s_disbanded_no_retreat);
    Py_TYPE(t)->tp_free((PyObject *)t);
}

/* helpers reading the spec dict */
static PyObject *spec_get(PyObject *spec, const char *key, PyTypeObject *type) {
    PyObject *v = PyDict_GetItemString(spec, key);
    if (!v || (type && !PyObject_TypeCheck(v, type))) {
        PyErr_Format(PyExc_ValueError, "native tables: %s missing or of the wrong type", key);
        return NULL;
    }
    return v;
}

static int int_lists(PyObject *spec, const char *key, int n, int **out, int *counts, int limit) {
    PyObject *lst = spec_get(spec, key, &PyList_Type);
    if (!lst) return -1;
    if (PyList_GET_SIZE(lst) != n) { PyErr_Format(PyExc_ValueError, "native tables: %s has the wrong length", key); return -1; }
    for (int i = 0; i < n; i++) {
        PyObject *sub = PyList_GET_ITEM(lst, i);
        if (!PyList_Check(sub)) { PyErr_Format(PyExc_ValueError, "native tables: %s[%d] is not a list", key, i); return -1; }
        Py_ssize_t m = PyList_GET_SIZE(sub);
        out[i] = PyMem_Calloc((size_t)m + 1, sizeof(int));
        if (!out[i]) { PyErr_NoMemory(); return -1; }
        counts[i] = (int)m;
        for (Py_ssize_t j = 0; j < m; j++) {
            long v = PyLong_AsLong(PyList_GET_ITEM(sub, j));
            if (v < 0 || v >= limit) { if (!PyErr_Occurred()) PyErr_Format(PyExc_ValueError, "native tables: %s value out of range", key); return -1; }
            out[i][j] = (int)v;
        }
    }
    return 0;
}

static int matrix(PyObject *spec, const char *key, unsigned char *dst, int rows, int cols, int stride) {
    PyObject *b = spec_get(spec, key, &PyBytes_Type);
    if (!b) return -1;
    if (PyBytes_GET_SIZE(b) != (Py_ssize_t)rows * cols) { PyErr_Format(PyExc_ValueError, "native tables: %s has the wrong size", key); return -1; }
    const unsigned char *src = (const unsigned char *)PyBytes_AS_STRING(b);
    for (int r = 0; r < rows; r++) memcpy(dst + (size_t)r * stride, src + (size_t)r * cols, (size_t)cols);
    return 0;
}

static char *utf8_copy(PyObject *s) {
    Py_ssize_t n;
    const char *u = PyUnicode_AsUTF8AndSize(s, &n);
    if (!u) return NULL;
    char *c = PyMem_Malloc((size_t)n + 1);
    if (!c) { PyErr_NoMemory(); return NULL; }
    memcpy(c, u, (size_t)n + 1);
    return c;
}

static PyObject *Tables_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    PyObject *spec;
    if (!PyArg_ParseTuple(args, "O!", &PyDict_Type, &spec)) return NULL;
    Tables *t = (Tables *)type->tp_alloc(type, 0);
    if (!t) return NULL;
    PyObject *lst, *v;
    if (!(lst = spec_get(spec, "provinces", &PyList_Type))) goto fail;
    t->np = (int)PyList_GET_SIZE(lst);
    if (t->np > MAXP) { PyErr_SetString(PyExc_ValueError, "native tables: too many provinces"); goto fail; }
    for (int i = 0; i < t->np; i++) { t->codes[i] = PyList_GET_ITEM(lst, i); Py_INCREF(t->codes[i]); }
    if (!(lst = spec_get(spec, "names", &PyList_Type)) || PyList_GET_SIZE(lst) != t->np) { if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "native tables: names"); goto fail; }
    for (int i = 0; i < t->np; i++) if (!(t->names[i] = utf8_copy(PyList_GET_ITEM(lst, i)))) goto fail;
    if (!(v = spec_get(spec, "kind", &PyBytes_Type)) || PyBytes_GET_SIZE(v) != t->np) { if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "native tables: kind"); goto fail; }
    memcpy(t->kind, PyBytes_AS_STRING(v), (size_t)t->np);
    if (!(v = spec_get(spec, "supply", &PyBytes_Type)) || PyBytes_GET_SIZE(v) != t->np) { if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "native tables: supply"); goto fail; }
    memcpy(t->supply, PyBytes_AS_STRING(v), (size_t)t->np);
    if (!(v = spec_get(spec, "split", &PyBytes_Type)) || PyBytes_GET_SIZE(v) != t->np) { if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "native tables: split"); goto fail; }
    memcpy(t->split, PyBytes_AS_STRING(v), (size_t)t->np);
    if (!(lst = spec_get(spec, "locs", &PyList_Type))) goto fail;
    t->nl = (int)PyList_GET_SIZE(lst);
    if (t->nl > MAXL || t->nl < t->np) { PyErr_SetString(PyExc_ValueError, "native tables: locations"); goto fail; }
    for (int i = 0; i < t->nl; i++) { t->loc_text[i] = PyList_GET_ITEM(lst, i); Py_INCREF(t->loc_text[i]); }
    if (!(lst = spec_get(spec, "loc_prov", &PyList_Type)) || PyList_GET_SIZE(lst) != t->nl) { if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "native tables: loc_prov"); goto fail; }
    for (int i = 0; i < t->nl; i++) {
        long p = PyLong_AsLong(PyList_GET_ITEM(lst, i));
        if (p < 0 || p >= t->np) { if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "native tables: loc_prov"); goto fail; }
        t->loc_prov[i] = (int)p;
    }
    if (matrix(spec, "army_adj", &t->army_adj[0][0], t->np, t->np, MAXP) < 0) goto fail;
    if (matrix(spec, "army_entries", &t->army_entry[0][0], t->np, t->np, MAXP) < 0) goto fail;
    if (matrix(spec, "fleet_reach", &t->fleet_reach[0][0], t->np, t->np, MAXP) < 0) goto fail;
    if (matrix(spec, "fleet_into_prov", &t->fleet_into_prov[0][0], t->nl, t->np, MAXP) < 0) goto fail;
    if (int_lists(spec, "sea_nbrs", t->np, t->sea_nbrs, t->n_sea_nbrs, t->np) < 0) goto fail;
    for (int q = 0; q < t->np; q++) for (int j = 0; j < t->n_sea_nbrs[q]; j++) t->sea_adj[q][t->sea_nbrs[q][j]] = 1;
    if (int_lists(spec, "army_moves", t->np, t->army_moves, t->n_army_moves, t->nl) < 0) goto fail;
    if (int_lists(spec, "fleet_moves", t->nl, t->fleet_moves, t->n_fleet_moves, t->nl) < 0) goto fail;
    if (int_lists(spec, "fleet_into", t->nl, t->fleet_into, t->n_fleet_into, t->nl) < 0) goto fail;
    if (!(lst = spec_get(spec, "powers", &PyList_Type))) goto fail;
    t->npow = (int)PyList_GET_SIZE(lst);
    if (t->npow > MAXPOW) { PyErr_SetString(PyExc_ValueError, "native tables: too many powers"); goto fail; }
    for (int i = 0; i < t->npow; i++) { t->powers[i] = PyList_GET_ITEM(lst, i); Py_INCREF(t->powers[i]); }
    if (int_lists(spec, "home", t->npow, t->home, t->n_home, t->np) < 0) goto fail;
    if (!(t->power_index = spec_get(spec, "power_index", &PyDict_Type))) goto fail;
    Py_INCREF(t->power_index);
    if (!(t->unit_of_text = spec_get(spec, "units", &PyDict_Type))) goto fail;
    Py_INCREF(t->unit_of_text);
    if (!(t->prov_index = spec_get(spec, "prov_index", &PyDict_Type))) goto fail;
    Py_INCREF(t->prov_index);
    if (!(t->loc_index = spec_get(spec, "loc_index", &PyDict_Type))) goto fail;
    Py_INCREF(t->loc_index);
    {
        PyObject *k, *val; Py_ssize_t pos = 0;
        while (PyDict_Next(t->unit_of_text, &pos, &k, &val)) {
            long code = PyLong_AsLong(val);
            int ty = (int)(code / MAXL), loc = (int)(code % MAXL);
            if (code < 0 || ty > 1 || loc >= t->nl) { if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "native tables: units"); goto fail; }
            Py_INCREF(k); Py_XSETREF(t->unit_text[ty][loc], k);
        }
    }
    /* words: text -> (sig, prov, coast_loc, fleet_loc, army_loc) */
    {
        PyObject *words = spec_get(spec, "words", &PyDict_Type);
        if (!words) goto fail;
        Py_ssize_t n = PyDict_GET_SIZE(words);
        t->word = PyMem_Calloc((size_t)n + 1, sizeof(Word));
        if (!t->word || htab_init(&t->words, n) < 0) { PyErr_NoMemory(); goto fail; }
        PyObject *k, *val; Py_ssize_t pos = 0; int i = 0;
        while (PyDict_Next(words, &pos, &k, &val)) {
            int f[5];
            if (!PyTuple_Check(val) || PyTuple_GET_SIZE(val) != 5) { PyErr_SetString(PyExc_ValueError, "native tables: words"); goto fail; }
            for (int j = 0; j < 5; j++) { f[j] = (int)PyLong_AsLong(PyTuple_GET_ITEM(val, j)); }
            if (PyErr_Occurred()) goto fail;
            t->word[i] = (Word){f[0], f[1], f[2], f[3], f[4]};
            Py_ssize_t len; const char *s = PyUnicode_AsUTF8AndSize(k, &len);
            if (!s || htab_put(&t->words, s, len, i) < 0) goto fail;
            i++;
        }
    }
    {
        PyObject *sec = spec_get(spec, "second", &PyList_Type);
        if (!sec || htab_init(&t->second, PyList_GET_SIZE(sec)) < 0) goto fail;
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(sec); i++) {
            Py_ssize_t len; const char *s = PyUnicode_AsUTF8AndSize(PyList_GET_ITEM(sec, i), &len);
            if (!s || htab_put(&t->second, s, len, 1) < 0) goto fail;
        }
        /* [("first\x01second", the sig of the one keyword the two words read as, or -1)] */
        PyObject *pairs = spec_get(spec, "pairs", &PyList_Type);
        if (!pairs || htab_init(&t->pairs, PyList_GET_SIZE(pairs)) < 0) goto fail;
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(pairs); i++) {
            PyObject *row = PyList_GET_ITEM(pairs, i);
            if (!PyTuple_Check(row) || PyTuple_GET_SIZE(row) != 2) { PyErr_SetString(PyExc_ValueError, "native tables: pairs"); goto fail; }
            long collapse = PyLong_AsLong(PyTuple_GET_ITEM(row, 1));
            Py_ssize_t len; const char *s = PyUnicode_AsUTF8AndSize(PyTuple_GET_ITEM(row, 0), &len);
            if (!s || PyErr_Occurred() || htab_put(&t->pairs, s, len, (int)collapse) < 0) goto fail;
        }
    }
    /* shapes: [(signature as a str of sig ids, what, unit, other, dest, via)] */
    {
        PyObject *shapes = spec_get(spec, "shapes", &PyList_Type);
        if (!shapes) goto fail;
        Py_ssize_t n = PyList_GET_SIZE(shapes);
        t->shape = PyMem_Calloc((size_t)n + 1, sizeof(Shape));
        if (!t->shape || htab_init(&t->shapes, n) < 0) { PyErr_NoMemory(); goto fail; }
        for (Py_ssize_t i = 0; i < n; i++) {
            PyObject *row = PyList_GET_ITEM(shapes, i);
            if (!PyTuple_Check(row) || PyTuple_GET_SIZE(row) != 6) { PyErr_SetString(PyExc_ValueError, "native tables: shapes"); goto fail; }
            int f[5];
            for (int j = 0; j < 5; j++) f[j] = (int)PyLong_AsLong(PyTuple_GET_ITEM(row, j + 1));
            if (PyErr_Occurred()) goto fail;
            t->shape[i] = (Shape){f[0], f[1], f[2], f[3], f[4]};
            Py_ssize_t len; const char *s = PyUnicode_AsUTF8AndSize(PyTuple_GET_ITEM(row, 0), &len);
            if (!s || htab_put(&t->shapes, s, len, (int)i) < 0) goto fail;
        }
    }
    {
        PyObject *tm = spec_get(spec, "templates", &PyDict_Type);
        if (!tm) goto fail;
        for (int i = 0; i < T_COUNT; i++) {
            PyObject *s = PyDict_GetItemString(tm, TEMPLATE_KEYS[i]);
            if (!s || !PyUnicode_Check(s)) { PyErr_Format(PyExc_ValueError, "native tables: template %s", TEMPLATE_KEYS[i]); goto fail; }
            if (!(t->tmpl[i] = utf8_copy(s))) goto fail;
        }
    }
#define STR(field, text) if (!(t->field = PyUnicode_FromString(text))) goto fail;
    STR(s_moved, t->tmpl[T_MOVED]) STR(s_moved_by_convoy, t->tmpl[T_MOVED_BY_CONVOY])
    STR(s_support_given, t->tmpl[T_SUPPORT_GIVEN]) STR(s_support_cut, t->tmpl[T_SUPPORT_CUT]) STR(s_empty, "")
    STR(s_convoyed, t->tmpl[T_CONVOYED]) STR(s_other_route, t->tmpl[T_OTHER_ROUTE])
    STR(s_army_failed, t->tmpl[T_ARMY_FAILED]) STR(s_no_convoy, t->tmpl[T_NO_CONVOY])
    STR(s_convoy_disrupted, t->tmpl[T_CONVOY_DISRUPTED]) STR(s_convoy_incomplete, t->tmpl[T_CONVOY_INCOMPLETE])
    STR(s_disbanded_no_retreat, t->tmpl[T_DISBANDED_NO_RETREAT])
#undef STR
    if (!(v = spec_get(spec, "victory", &PyLong_Type))) goto fail;
    t->victory = (int)PyLong_AsLong(v);
    if (!(v = spec_get(spec, "to_origin", &PyBool_Type))) goto fail;
    t->to_origin = v == Py_True;
    if (!(v = spec_get(spec, "max_units", &PyLong_Type))) goto fail;
    t->max_units = (int)PyLong_AsLong(v);
    if (!(v = spec_get(spec, "max_year", &PyLong_Type))) goto fail;
    t->max_year = (int)PyLong_AsLong(v);
    if (!(v = spec_get(spec, "start_year", &PyLong_Type))) goto fail;
    t->start_year = (int)PyLong_AsLong(v);
    return (PyObject *)t;
fail:
    Py_DECREF(t);
    return NULL;
}

static PyTypeObject TablesType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "referee_app.games.diplomacy._express.Tables",
    .tp_doc = "The tables of one map and ruleset for the native express lane (express.native_tables makes them).",
    .tp_basicsize = sizeof(Tables),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = Tables_new,
    .tp_dealloc = (destructor)Tables_dealloc,
};

/* --- one phase ------------------------------------------------------------------------------------ */

typedef struct {
    int seq;
    PyObject *dict;   /* owned */
} Result;

typedef struct {
    const Tables *t;
    jmp_buf bail;
    /* units, in the document's order */
    int nunits, uorder[MAXP];
    int u_power[MAXP], u_type[MAXP], u_loc[MAXP];     /* u_power -1: no unit */
    /* orders, by the unit's province */
    int o_given[MAXP], o_seq[MAXP], o_power[MAXP];
    PyObject *o_text[MAXP];                           /* borrowed: the stripped text (kept in `keep`) */
    int kind[MAXP], dest[MAXP], dest_loc_written[MAXP], dest_loc[MAXP], via_written[MAXP];
    int s_target[MAXP], s_dest[MAXP], s_coast_loc[MAXP];
    int c_army[MAXP], c_dest[MAXP];
    /* the resolver */
    int via[MAXP], h2h[MAXP], voided[MAXP];
    int att_head[MAXP], att_tail[MAXP], att_next[MAXP];
    int smove_head[MAXP], smove_tail[MAXP], shold_head[MAXP], shold_tail[MAXP], sup_next[MAXP];
    int conv_head[MAXP], conv_tail[MAXP], conv_next[MAXP], convoy_army[MAXP];
    signed char resolved[MAXP];
    unsigned char visited[MAXP];
    int nmoves, moves[MAXP], nsupports, supports[MAXP];
    /* outcomes */
    int dislodged_by[MAXP], no_path[MAXP], contested[MAXP], cut_by[MAXP], by_land[MAXP], used_fleet[MAXP];
    int nu_power[MAXP], nu_type[MAXP], nu_loc[MAXP];
    int centers[MAXP];
} Phase;

static int resolve(Phase *s, int k);

static int path(Phase *s, int p) {
    if (!s->via[p]) return 1;
    const Tables *t = s->t;
    int ok[MAXP], queue[MAXP], seen[MAXP], n = 0, head = 0;
    if (s->conv_head[p] < 0) return 0;
    memset(ok, 0, sizeof(int) * (size_t)t->np);
    memset(seen, 0, sizeof(int) * (size_t)t->np);
    for (int f = s->conv_head[p]; f >= 0; f = s->conv_next[f]) if (resolve(s, f)) ok[f] = 1;
    for (int f = s->conv_head[p]; f >= 0; f = s->conv_next[f])
        if (ok[f] && t->fleet_reach[f][p] && !seen[f]) { seen[f] = 1; queue[n++] = f; }
    int d = s->dest[p];
    while (head < n) {
        int f = queue[head++];
        if (t->fleet_reach[f][d]) return 1;
        for (int i = 0; i < t->n_sea_nbrs[f]; i++) {
            int x = t->sea_nbrs[f][i];
            if (ok[x] && !seen[x]) { seen[x] = 1; queue[n++] = x; }
        }
    }
    return 0;
}

static int count(Phase *s, int head, int exclude_power) {
    int n = 0;
    for (int x = head; x >= 0; x = s->sup_next[x]) {
        if (exclude_power >= 0 && s->u_power[x] == exclude_power) continue;
        if (resolve(s, x)) n++;
    }
    return n;
}

static int attack_strength(Phase *s, int p) {
    if (s->via[p] && !path(s, p)) return 0;
    int d = s->dest[p];
    if (s->u_power[d] < 0) return 1 + count(s, s->smove_head[p], -1);
    if (s->kind[d] == MOVE && s->h2h[p] != d && resolve(s, d)) return 1 + count(s, s->smove_head[p], -1);
    if (s->u_power[d] == s->u_power[p]) return 0;
    return 1 + count(s, s->smove_head[p], s->u_power[d]);
}

static int hold_strength(Phase *s, int q) {
    if (s->u_power[q] < 0) return 0;
    if (s->kind[q] == MOVE) return resolve(s, q) ? 0 : 1;
    return 1 + count(s, s->shold_head[q], -1);
}

static int defend_strength(Phase *s, int q) { return 1 + count(s, s->smove_head[q], -1); }

static int prevent_strength(Phase *s, int p) {
    if (s->via[p] && !path(s, p)) return 0;
    int opp = s->h2h[p];
    if (opp >= 0 && resolve(s, opp)) return 0;
    return 1 + count(s, s->smove_head[p], -1);
}

static int move_ok(Phase *s, int p) {
    int a = attack_strength(s, p);
    if (a == 0) return 0;
    int d = s->dest[p], opp = s->h2h[p];
    if (opp >= 0) { if (a <= defend_strength(s, opp)) return 0; }
    else if (a <= hold_strength(s, d)) return 0;
    for (int o = s->att_head[d]; o >= 0; o = s->att_next[o])
        if (o != p && a <= prevent_strength(s, o)) return 0;
    return 1;
}

static int cuts(Phase *s, int m, int sp) {
    if (s->u_power[m] == s->u_power[sp]) return 0;
    if (s->via[m] && !path(s, m)) return 0;   /* (the Szykman rule exempts no support: convoy_paradox = szykman) */
    if (s->s_dest[sp] >= 0 && m == s->s_dest[sp]) return resolve(s, m);
    return 1;
}

static int support_ok(Phase *s, int sp) {
    for (int m = s->att_head[sp]; m >= 0; m = s->att_next[m]) if (cuts(s, m, sp)) return 0;
    return 1;
}

static int convoy_ok(Phase *s, int f) {
    for (int m = s->att_head[f]; m >= 0; m = s->att_next[m])
        if (s->u_power[m] != s->u_power[f] && move_ok(s, m)) return 0;
    return 1;
}

static int adjudicate(Phase *s, int k) {
    switch (s->kind[k]) {
    case MOVE: return move_ok(s, k);
    case SUPPORT: return support_ok(s, k);
    case CONVOY: return convoy_ok(s, k);
    default: return 1;
    }
}

static int resolve(Phase *s, int k) {
    int r = s->resolved[k];
    if (r >= 0) return r;
    if (s->visited[k]) longjmp(s->bail, 1);   /* depends on itself: the full algorithm decides (Python) */
    s->visited[k] = 1;
    r = adjudicate(s, k);
    s->visited[k] = 0;
    s->resolved[k] = (signed char)r;
    return r;
}

/* fleets of `ok` reachable both from the army's coast and from its destination (movement.fleets_on_route) */
static void fleets_on_route(Phase *s, int origin, int dest, const int *ok, int *out) {
    const Tables *t = s->t;
    int from[2][MAXP], queue[MAXP];
    int ends[2] = {origin, dest};
    for (int e = 0; e < 2; e++) {
        int n = 0, head = 0;
        memset(from[e], 0, sizeof(int) * (size_t)t->np);
        for (int f = 0; f < t->np; f++) if (ok[f] && t->fleet_reach[f][ends[e]]) { from[e][f] = 1; queue[n++] = f; }
        while (head < n) {
            int f = queue[head++];
            for (int i = 0; i < t->n_sea_nbrs[f]; i++) {
                int x = t->sea_nbrs[f][i];
                if (ok[x] && !from[e][x]) { from[e][x] = 1; queue[n++] = x; }
            }
        }
    }
    for (int f = 0; f < t->np; f++) if (from[0][f] && from[1][f]) out[f] = 1;
}

/* --- text ------------------------------------------------------------------------------------- */

typedef struct { char buf[1024]; size_t n; int overflow; } Buf;

static void put(Buf *b, const char *s, size_t n) {
    if (b->n + n >= sizeof(b->buf)) { b->overflow = 1; return; }
    memcpy(b->buf + b->n, s, n); b->n += n; b->buf[b->n] = 0;
}
static void puts_(Buf *b, const char *s) { put(b, s, strlen(s)); }
static void putobj(Buf *b, PyObject *o) {
    Py_ssize_t n; const char *u = PyUnicode_AsUTF8AndSize(o, &n);
    if (!u) { PyErr_Clear(); b->overflow = 1; return; }
    put(b, u, (size_t)n);
}

/* fill a template's {name} fields: names[i] -> values[i] (UTF-8) */
static void fill(Buf *b, const char *tmpl, int n, const char **names, const char **values) {
    b->n = 0; b->buf[0] = 0; b->overflow = 0;
    const char *p = tmpl;
    while (*p) {
        if (*p == '{') {
            const char *e = strchr(p, '}');
            if (!e) { b->overflow = 1; return; }
            size_t len = (size_t)(e - p - 1);
            int found = 0;
            for (int i = 0; i < n; i++)
                if (strlen(names[i]) == len && memcmp(names[i], p + 1, len) == 0) { puts_(b, values[i]); found = 1; break; }
            if (!found) { b->overflow = 1; return; }   /* a field this lane does not know: the Python way */
            p = e + 1;
        } else if (*p == '}') {
            b->overflow = 1; return;
        } else {
            put(b, p, 1); p++;
        }
    }
}

static const char *utf8(PyObject *o) {
    const char *u = PyUnicode_AsUTF8(o);
    if (!u) { PyErr_Clear(); return "?"; }
    return u;
}

static PyObject *buf_str(Buf *b) {
    if (b->overflow) return NULL;
    return PyUnicode_DecodeUTF8(b->buf, (Py_ssize_t)b->n, "strict");
}

static const char *unit_txt(Phase *s, int p) { return utf8(s->t->unit_text[s->u_type[p]][s->u_loc[p]]); }

/* --- the canonical text of an order (orders.format_order) ----------------------------------------- */

static PyObject *order_text(Phase *s, int p) {
    const Tables *t = s->t;
    Buf b; b.n = 0; b.buf[0] = 0; b.overflow = 0;
    puts_(&b, unit_txt(s, p));
    switch (s->kind[p]) {
    case HOLD: puts_(&b, " H"); break;
    case MOVE:
        puts_(&b, " - "); putobj(&b, t->loc_text[s->dest_loc_written[p]]);
        if (s->via_written[p]) puts_(&b, " VIA CONVOY");
        break;
    case SUPPORT: {
        int tg = s->s_target[p];
        puts_(&b, s->u_type[tg] ? " S F " : " S A "); putobj(&b, t->codes[tg]);
        if (s->s_dest[p] >= 0) {
            puts_(&b, " - ");
            if (s->s_coast_loc[p] >= 0) putobj(&b, t->loc_text[s->s_coast_loc[p]]);
            else putobj(&b, t->codes[s->s_dest[p]]);
        }
        break;
    }
    case CONVOY:
        puts_(&b, " C A "); putobj(&b, t->codes[s->c_army[p]]); puts_(&b, " - "); putobj(&b, t->codes[s->c_dest[p]]);
        break;
    }
    return buf_str(&b);
}

/* --- reasons ---------------------------------------------------------------------------------------- */

static PyObject *fill_str(const char *tmpl, int n, const char **names, const char **values) {
    Buf b; fill(&b, tmpl, n, names, values);
    return buf_str(&b);
}

static void dislodged_text(Phase *s, int p, Buf *b) {
    int d = s->dislodged_by[p];
    const char *nm[2] = {"unit", "province"};
    const char *vl[2] = {unit_txt(s, d), s->t->names[d]};
    fill(b, s->t->tmpl[T_DISLODGED_BY], 2, nm, vl);
}

static PyObject *why_bounced(Phase *s, int p, Buf *dis) {
    const Tables *t = s->t;
    int d = s->dest[p], a = attack_strength(s, p);
    char as[16], bs[16];
    snprintf(as, sizeof as, "%d", a);
    Buf b;
    if (s->u_power[d] >= 0 && s->u_power[d] == s->u_power[p] && !(s->kind[d] == MOVE && s->resolved[d] == 1)) {
        const char *nm[1] = {"province"}; const char *vl[1] = {t->names[d]};
        fill(&b, t->tmpl[T_OWN_UNIT], 1, nm, vl);
        goto done;
    }
    int opp = s->h2h[p];
    if (opp >= 0 && s->resolved[opp] == 1) {
        snprintf(bs, sizeof bs, "%d", defend_strength(s, opp));
        const char *nm[3] = {"unit", "strength", "against"}; const char *vl[3] = {unit_txt(s, opp), as, bs};
        fill(&b, t->tmpl[T_HEAD_TO_HEAD_LOST], 3, nm, vl);
        goto done;
    }
    for (int o = s->att_head[d]; o >= 0; o = s->att_next[o]) {
        if (o != p && s->resolved[o] == 1) {
            snprintf(bs, sizeof bs, "%d", attack_strength(s, o));
            const char *nm[4] = {"unit", "province", "strength", "against"};
            const char *vl[4] = {unit_txt(s, o), t->names[d], bs, as};
            fill(&b, t->tmpl[T_TAKEN_BY], 4, nm, vl);
            goto done;
        }
    }
    {
        Buf units; units.n = 0; units.buf[0] = 0; units.overflow = 0;
        int any = 0;
        for (int o = s->att_head[d]; o >= 0; o = s->att_next[o]) {
            if (o != p && prevent_strength(s, o) >= a) {
                if (any) puts_(&units, t->tmpl[T_LIST]);
                puts_(&units, unit_txt(s, o));
                any = 1;
            }
        }
        if (units.overflow) return NULL;
        if (any) {
            const char *nm[3] = {"province", "units", "strength"}; const char *vl[3] = {t->names[d], units.buf, as};
            fill(&b, t->tmpl[T_BOUNCED_WITH], 3, nm, vl);
            goto done;
        }
    }
    if (opp >= 0) {
        snprintf(bs, sizeof bs, "%d", defend_strength(s, opp));
        const char *nm[3] = {"unit", "strength", "against"}; const char *vl[3] = {unit_txt(s, opp), as, bs};
        fill(&b, t->tmpl[T_BOUNCED_AGAINST], 3, nm, vl);
        goto done;
    }
    if (s->u_power[d] >= 0) {
        snprintf(bs, sizeof bs, "%d", hold_strength(s, d));
        const char *nm[4] = {"unit", "province", "strength", "against"};
        const char *vl[4] = {unit_txt(s, d), t->names[d], as, bs};
        fill(&b, t->tmpl[T_BOUNCED_OFF], 4, nm, vl);
        goto done;
    }
    {
        const char *nm[1] = {"province"}; const char *vl[1] = {t->names[d]};
        fill(&b, t->tmpl[T_BOUNCED_IN], 1, nm, vl);
    }
done:
    if (b.overflow) return NULL;
    if (dis) {
        Buf c; const char *nm[2] = {"reason", "dislodged"}; const char *vl[2] = {b.buf, dis->buf};
        fill(&c, t->tmpl[T_AND_DISLODGED], 2, nm, vl);
        return buf_str(&c);
    }
    return buf_str(&b);
}

/* (status, reason) of an order the common cases did not settle (express._outcome); NULL reason: fall back */
static PyObject *outcome(Phase *s, int p, PyObject **status) {
    const Tables *t = s->t;
    Buf dis; int dislodged = s->dislodged_by[p] >= 0;
    if (dislodged) { dislodged_text(s, p, &dis); if (dis.overflow) return NULL; }
    int k = s->kind[p];
    if (k == HOLD) {
        if (dislodged) { *status = S_fails; return buf_str(&dis); }
        *status = S_succeeds; Py_INCREF(t->s_empty); return t->s_empty;
    }
    if (s->voided[p]) {
        *status = S_void;
        if (s->voided[p] == VOID_CONVOY) {
            const char *nm[2] = {"army", "dest"}; const char *vl[2] = {t->names[s->c_army[p]], t->names[s->c_dest[p]]};
            return fill_str(t->tmpl[T_VOID_CONVOY], 2, nm, vl);
        }
        if (s->voided[p] == VOID_HOLD_MOVES) {
            const char *nm[1] = {"province"}; const char *vl[1] = {t->names[s->s_target[p]]};
            return fill_str(t->tmpl[T_VOID_HOLD_MOVES], 1, nm, vl);
        }
        const char *nm[2] = {"province", "dest"}; const char *vl[2] = {t->names[s->s_target[p]], t->names[s->s_dest[p]]};
        return fill_str(t->tmpl[T_VOID_NOT_ORDERED], 2, nm, vl);
    }
    int ok = s->resolved[p] == 1;
    if (k == MOVE) {
        if (ok) { *status = S_succeeds; PyObject *r = s->via[p] ? t->s_moved_by_convoy : t->s_moved; Py_INCREF(r); return r; }
        *status = S_fails;
        if (s->no_path[p]) {
            PyObject *r;
            if (s->conv_head[p] < 0) r = t->s_no_convoy;
            else {
                int broken = 0;
                for (int f = s->conv_head[p]; f >= 0; f = s->conv_next[f]) if (s->dislodged_by[f] >= 0) broken = 1;
                r = broken ? t->s_convoy_disrupted : t->s_convoy_incomplete;
            }
            Py_INCREF(r); return r;
        }
        return why_bounced(s, p, dislodged ? &dis : NULL);
    }
    if (k == SUPPORT) {
        if (ok) { *status = S_succeeds; Py_INCREF(t->s_support_given); return t->s_support_given; }
        *status = S_fails;
        if (dislodged) { const char *nm[1] = {"dislodged"}; const char *vl[1] = {dis.buf}; return fill_str(t->tmpl[T_SUPPORT_CUT_DISLODGED], 1, nm, vl); }
        int c = s->cut_by[p];
        if (c >= 0) {
            const char *nm[2] = {"unit", "province"}; const char *vl[2] = {unit_txt(s, c), t->names[c]};
            return fill_str(t->tmpl[T_SUPPORT_CUT_BY], 2, nm, vl);
        }
        Py_INCREF(t->s_support_cut); return t->s_support_cut;
    }
    /* convoy */
    if (dislodged) {
        *status = S_fails;
        const char *nm[1] = {"dislodged"}; const char *vl[1] = {dis.buf};
        return fill_str(t->tmpl[T_CONVOY_DISRUPTED_DISLODGED], 1, nm, vl);
    }
    if (s->by_land[p] >= 0) {
        *status = S_fails;
        const char *nm[1] = {"province"}; const char *vl[1] = {t->names[s->by_land[p]]};
        return fill_str(t->tmpl[T_ARMY_WENT_BY_LAND], 1, nm, vl);
    }
    int army = s->convoy_army[p];
    if (army >= 0 && s->resolved[army] == 1) {
        if (s->used_fleet[p]) { *status = S_succeeds; Py_INCREF(t->s_convoyed); return t->s_convoyed; }
        *status = S_fails; Py_INCREF(t->s_other_route); return t->s_other_route;
    }
    *status = S_fails; Py_INCREF(t->s_army_failed); return t->s_army_failed;
}

/* --- reading the document ------------------------------------------------------------------------- */

static int is_space(unsigned char c) { return c == ' ' || (c >= 9 && c <= 13) || (c >= 28 && c <= 31); }

enum { READ_OK = 0, READ_HARD = 1 };

/* --- what validate.validate_order checks of the orders the quick reading reads (validate.py) ------- */

static int sea_ok(const Tables *t, int x, const unsigned char *allowed, int avoid) {
    if (x == avoid) return 0;
    return allowed ? allowed[x] : t->kind[x] == K_SEA;
}

/* validate._bfs: from `start`, through seas `sea_ok` takes, to a sea next to `dest` (or to the sea `target`) */
static int sea_bfs(const Tables *t, const int *start, int nstart, int dest, int target, const unsigned char *allowed, int avoid) {
    int queue[MAXP], n = 0, head = 0;
    unsigned char seen[MAXP];
    memset(seen, 0, (size_t)t->np);
    for (int i = 0; i < nstart; i++) if (!seen[start[i]]) { seen[start[i]] = 1; queue[n++] = start[i]; }
    while (head < n) {
        int x = queue[head++];
        if (target >= 0 && x == target) return 1;
        if (dest >= 0 && t->fleet_reach[x][dest]) return 1;
        for (int j = 0; j < t->n_sea_nbrs[x]; j++) {
            int y = t->sea_nbrs[x][j];
            if (!seen[y] && sea_ok(t, y, allowed, avoid)) { seen[y] = 1; queue[n++] = y; }
        }
    }
    return 0;
}

/* validate.sea_route_exists(origin, dest, seas=allowed (NULL: any sea), through, avoid) */
static int sea_route(const Tables *t, int origin, int dest, const unsigned char *allowed, int through, int avoid) {
    int start[MAXP], n = 0;
    for (int j = 0; j < t->n_sea_nbrs[origin]; j++) {
        int y = t->sea_nbrs[origin][j];
        if (sea_ok(t, y, allowed, avoid)) start[n++] = y;
    }
    if (through < 0) return sea_bfs(t, start, n, dest, -1, allowed, avoid);
    if (!sea_bfs(t, start, n, -1, through, allowed, avoid)) return 0;
    int one[1] = {through};
    return sea_bfs(t, one, 1, dest, -1, allowed, avoid);
}

/* the seas holding a fleet (validate._seas_with_fleets) */
static void fleet_seas(const Phase *s, unsigned char *out) {
    const Tables *t = s->t;
    for (int p = 0; p < t->np; p++) out[p] = s->u_power[p] >= 0 && s->u_type[p] == 1 && t->kind[p] == K_SEA;
}

/* validate.army_can_reach */
static int army_can_reach(const Tables *t, int origin, int dest, int avoid) {
    if (t->army_adj[origin][dest]) return 1;
    return t->kind[origin] == K_COAST && t->kind[dest] == K_COAST && origin != dest && sea_route(t, origin, dest, NULL, -1, avoid);
}

typedef struct { const Tables *t; const unsigned char *seas; int origin, dest, fleet; int path[MAXP]; unsigned char on[MAXP]; } Chain;

static int chain_dfs(Chain *c, int len) {
    const Tables *t = c->t;
    int last = c->path[len - 1];
    if (t->fleet_reach[last][c->dest]) return c->on[c->fleet];
    for (int j = 0; j < t->n_sea_nbrs[last]; j++) {
        int n = t->sea_nbrs[last][j];
        if (!c->seas[n] || c->on[n] || t->fleet_reach[n][c->origin]) continue;
        int chord = 0;
        for (int i = 0; i < len - 1 && !chord; i++) chord = t->sea_adj[c->path[i]][n];
        if (chord) continue;
        c->path[len] = n; c->on[n] = 1;
        if (chain_dfs(c, len + 1)) return 1;
        c->on[n] = 0;
    }
    return 0;
}

/* validate.fleet_is_necessary: is `fleet` on a chordless chain of fleets from origin to dest */
static int fleet_is_necessary(const Tables *t, int origin, int dest, const unsigned char *seas, int fleet) {
    Chain c;
    c.t = t; c.seas = seas; c.origin = origin; c.dest = dest; c.fleet = fleet;
    for (int st = 0; st < t->np; st++) {
        if (!seas[st] || !t->fleet_reach[st][origin]) continue;
        memset(c.on, 0, (size_t)t->np);
        c.path[0] = st; c.on[st] = 1;
        if (chain_dfs(&c, 1)) return 1;
    }
    return 0;
}

/* an army's move that is not to a neighbour, or 'via convoy': validate._check_move and _check_convoy_route
   (adjacent_convoy = 2000) */
static int army_move_valid(const Phase *s, int p, int d, int via) {
    const Tables *t = s->t;
    if (d == p || t->kind[d] == K_IMPASSABLE || t->kind[d] == K_SEA) return 0;
    if (!t->army_adj[p][d]) {
        if (t->kind[p] != K_COAST || t->kind[d] != K_COAST) return 0;
        if (!sea_route(t, p, d, NULL, -1, -1)) return 0;
    } else if (!via) return 1;
    unsigned char seas[MAXP];
    fleet_seas(s, seas);
    return sea_route(t, p, d, seas, -1, -1);
}

/* a support: validate._check_support and _check_supported_route */
static int support_valid(const Phase *s, int p, int other, int sdest, int coast_loc) {
    const Tables *t = s->t;
    if (other == p) return 0;
    int to = sdest >= 0 ? sdest : other;
    if (t->kind[to] == K_IMPASSABLE || to == p) return 0;
    if (s->u_type[p] == 0 ? !t->army_adj[p][to] : !t->fleet_into_prov[s->u_loc[p]][to]) return 0;
    if (sdest < 0) return 1;
    if (s->u_type[other] == 0) {
        if (t->kind[to] == K_SEA) return 0;
        int avoid = (s->u_type[p] == 1 && t->kind[p] == K_SEA) ? p : -1;
        if (!army_can_reach(t, other, to, avoid)) return 0;
        if (t->army_adj[other][to]) return 1;
        unsigned char seas[MAXP];
        fleet_seas(s, seas);
        seas[p] = 0;   /* a fleet supporting the move is not convoying it (DATC 6.D.31) */
        return sea_route(t, other, to, seas, -1, -1);
    }
    int ol = s->u_loc[other], n = 0, hit = 0;
    for (int j = 0; j < t->n_fleet_into[ol]; j++) {
        int l = t->fleet_into[ol][j];
        if (t->loc_prov[l] == to) { n++; if (l == coast_loc) hit = 1; }
    }
    return n > 0 && (coast_loc < 0 || hit);
}

/* a convoy: validate._check_convoy and fleet_is_necessary */
static int convoy_valid(const Phase *s, int p, int army, int d) {
    const Tables *t = s->t;
    if (s->u_type[p] != 1 || t->kind[p] != K_SEA || s->u_type[army] != 0 || d == army) return 0;
    if (t->kind[army] != K_COAST || t->kind[d] != K_COAST) return 0;
    if (!sea_route(t, army, d, NULL, p, -1)) return 0;
    unsigned char seas[MAXP];
    fleet_seas(s, seas);
    return fleet_is_necessary(t, army, d, seas, p);
}

/* QuickReader.read(text, power, valid=True) on an ASCII line: READ_OK with the order set at its unit's
   province (*unit), READ_HARD for "ask parse_order" */
static int quick_read(Phase *s, const char *text, Py_ssize_t len, int power, int *unit) {
    const Tables *t = s->t;
    char low[256];
    if (len > 200) return READ_HARD;
    for (Py_ssize_t i = 0; i < len; i++) { unsigned char c = (unsigned char)text[i]; low[i] = (char)((c >= 'A' && c <= 'Z') ? c + 32 : c); }
    int ws_start[MAXW], ws_len[MAXW], nw = 0;
    Py_ssize_t i = 0;
    while (i < len) {
        while (i < len && is_space((unsigned char)low[i])) i++;
        if (i >= len) break;
        Py_ssize_t st = i;
        while (i < len && !is_space((unsigned char)low[i])) i++;
        if (nw == MAXW) return READ_HARD;
        ws_start[nw] = (int)st; ws_len[nw] = (int)(i - st); nw++;
    }
    if (nw == 0 || nw > MAXW) return READ_HARD;
    int ent[MAXW];
    char sig[MAXW + 1];
    int any_second = 0;
    for (int w = 0; w < nw; w++) {
        int e = htab_get(&t->words, low + ws_start[w], ws_len[w]);
        if (e < 0) return READ_HARD;
        ent[w] = e;
        sig[w] = (char)('A' + t->word[e].sig);
        if (htab_get(&t->second, low + ws_start[w], ws_len[w]) >= 0) any_second = 1;
    }
    sig[nw] = 0;
    if (nw > 1 && any_second) {
        /* a word that may start a longer phrase with the next: the long way, unless the two words read as
           one keyword and nothing longer ("via convoy", "move to": express.native_tables decides which) */
        int collapse_at = -1, collapse_sig = -1;
        for (int w = 0; w + 1 < nw; w++) {
            char pair[512];
            int n1 = ws_len[w], n2 = ws_len[w + 1];
            memcpy(pair, low + ws_start[w], (size_t)n1); pair[n1] = '\x01';
            memcpy(pair + n1 + 1, low + ws_start[w + 1], (size_t)n2);
            int c = htab_lookup(&t->pairs, pair, n1 + 1 + n2, MISSING);
            if (c == MISSING) continue;
            if (c < 0 || collapse_at >= 0) return READ_HARD;
            collapse_at = w; collapse_sig = c;
        }
        if (collapse_at >= 0) {
            sig[collapse_at] = (char)('A' + collapse_sig);
            for (int w = collapse_at + 1; w + 1 < nw; w++) { sig[w] = sig[w + 1]; ent[w] = ent[w + 1]; }
            nw--;
            sig[nw] = 0;
            ent[collapse_at] = -1;   /* (a keyword: no shape reads a place from it) */
        }
    }
    int si = htab_get(&t->shapes, sig, nw);
    if (si < 0) return READ_HARD;
    const Shape *sh = &t->shape[si];
    if (ent[sh->unit] < 0) return READ_HARD;
    int p = t->word[ent[sh->unit]].prov;
    if (p < 0 || s->u_power[p] != power) return READ_HARD;
    *unit = p;
    if (sh->what == W_HOLD) { s->kind[p] = HOLD; return READ_OK; }
    if (sh->what == W_MOVE) {
        if (ent[sh->other] < 0) return READ_HARD;
        const Word *dw = &t->word[ent[sh->other]];
        if (sh->via) {
            /* an army 'via convoy' (a fleet cannot go by convoy: the long way says so) */
            if (s->u_type[p] != 0 || dw->prov < 0 || dw->army_loc < 0 || !army_move_valid(s, p, dw->prov, 1)) return READ_HARD;
            s->kind[p] = MOVE; s->dest_loc_written[p] = dw->army_loc; s->via_written[p] = 1;
            return READ_OK;
        }
        if (s->u_type[p] == 1) {
            int loc = dw->fleet_loc;
            if (loc < 0) return READ_HARD;
            /* QuickReader._fleet_move_ok */
            int code = t->loc_prov[loc];
            if (!t->fleet_into_prov[s->u_loc[p]][code] || code == p || t->kind[code] == K_IMPASSABLE) return READ_HARD;
            if (t->split[code]) {
                int n = 0, hit = 0;
                for (int j = 0; j < t->n_fleet_into[s->u_loc[p]]; j++) {
                    int l = t->fleet_into[s->u_loc[p]][j];
                    if (t->loc_prov[l] == code) { n++; if (l == loc) hit = 1; }
                }
                if (loc >= t->np ? !hit : n != 1) return READ_HARD;   /* the coast named, or the only one */
            }
            s->kind[p] = MOVE; s->dest_loc_written[p] = loc; s->via_written[p] = 0;
            return READ_OK;
        }
        if (dw->prov < 0 || dw->army_loc < 0) return READ_HARD;
        if (!t->army_entry[p][dw->prov] && !army_move_valid(s, p, dw->prov, 0)) return READ_HARD;
        s->kind[p] = MOVE; s->dest_loc_written[p] = dw->army_loc; s->via_written[p] = 0;
        return READ_OK;
    }
    if (sh->what != W_SUPPORT && sh->what != W_CONVOY) return READ_HARD;
    if (ent[sh->other] < 0) return READ_HARD;
    int other = t->word[ent[sh->other]].prov;
    if (other < 0 || s->u_power[other] < 0) return READ_HARD;
    if (sh->what == W_CONVOY) {
        if (sh->dest < 0 || ent[sh->dest] < 0) return READ_HARD;
        int d = t->word[ent[sh->dest]].prov;
        if (d < 0 || !convoy_valid(s, p, other, d)) return READ_HARD;
        s->kind[p] = CONVOY; s->c_army[p] = other; s->c_dest[p] = d;
        return READ_OK;
    }
    int coast_loc = -1, sdest = -1;
    if (sh->dest >= 0) {
        if (ent[sh->dest] < 0) return READ_HARD;
        const Word *dw = &t->word[ent[sh->dest]];
        sdest = dw->prov;
        coast_loc = dw->coast_loc;
        if (sdest < 0) return READ_HARD;
    }
    if (!support_valid(s, p, other, sdest, coast_loc)) return READ_HARD;
    s->kind[p] = SUPPORT; s->s_target[p] = other; s->s_dest[p] = sdest; s->s_coast_loc[p] = coast_loc;
    return READ_OK;
}

static int index_of(PyObject *dict, PyObject *key) {
    PyObject *v = PyDict_GetItemWithError(dict, key);
    if (!v) return -1;
    return (int)PyLong_AsLong(v);
}

/* the answer of hard.read(line, power) for an order: (kind, unit, ...) as express.HardLines gives it.
   Returns the unit's province, -1: not taken (fall back), -2: a Python error */
static int take_hard_order(Phase *s, PyObject *ans, int power) {
    const Tables *t = s->t;
    Py_ssize_t n = PyTuple_GET_SIZE(ans);
    if (n < 2) return -1;
    long k = PyLong_AsLong(PyTuple_GET_ITEM(ans, 0));
    int p = index_of(t->prov_index, PyTuple_GET_ITEM(ans, 1));
    if (PyErr_Occurred()) return -2;
    if (p < 0 || s->u_power[p] != power) return -1;
    if (k == HOLD && n == 2) { s->kind[p] = HOLD; return p; }
    if (k == MOVE && n == 4) {
        int loc = index_of(t->loc_index, PyTuple_GET_ITEM(ans, 2));
        if (PyErr_Occurred()) return -2;
        if (loc < 0) return -1;
        s->kind[p] = MOVE; s->dest_loc_written[p] = loc; s->via_written[p] = PyTuple_GET_ITEM(ans, 3) == Py_True;
        return p;
    }
    if (k == SUPPORT && n == 4) {
        int tg = index_of(t->prov_index, PyTuple_GET_ITEM(ans, 2));
        if (PyErr_Occurred()) return -2;
        if (tg < 0 || s->u_power[tg] < 0) return -1;
        int sd = -1, cl = -1;
        PyObject *dl = PyTuple_GET_ITEM(ans, 3);
        if (dl != Py_None) {
            cl = index_of(t->loc_index, dl);
            if (PyErr_Occurred()) return -2;
            if (cl < 0) return -1;
            sd = t->loc_prov[cl];
            if (cl < t->np) cl = -1;   /* no coast named */
        }
        s->kind[p] = SUPPORT; s->s_target[p] = tg; s->s_dest[p] = sd; s->s_coast_loc[p] = cl;
        return p;
    }
    if (k == CONVOY && n == 4) {
        int a = index_of(t->prov_index, PyTuple_GET_ITEM(ans, 2));
        int d = index_of(t->prov_index, PyTuple_GET_ITEM(ans, 3));
        if (PyErr_Occurred()) return -2;
        if (a < 0 || d < 0 || s->u_power[a] < 0) return -1;
        s->kind[p] = CONVOY; s->c_army[p] = a; s->c_dest[p] = d;
        return p;
    }
    return -1;
}

static PyObject *result_dict(PyObject *power, PyObject *text, PyObject *order, PyObject *status, PyObject *reason) {
    PyObject *d = _PyDict_NewPresized(5);
    if (!d) return NULL;
    if (PyDict_SetItem(d, K_power, power) < 0 || PyDict_SetItem(d, K_text, text) < 0 ||
        PyDict_SetItem(d, K_order, order) < 0 || PyDict_SetItem(d, K_status, status) < 0 ||
        PyDict_SetItem(d, K_reason, reason) < 0) { Py_DECREF(d); return NULL; }
    return d;
}

static int cmp_result(const void *a, const void *b) {
    const Result *x = a, *y = b;
    return x->seq < y->seq ? -1 : x->seq > y->seq ? 1 : 0;
}

/* the document's value at key: NULL (absent) or borrowed */
static PyObject *field(PyObject *doc, PyObject *key) { return PyDict_GetItemWithError(doc, key); }

/* the year of a canonical movement phase ("S1901M", "F1901M": what str(Phase) writes), -1 for any other */
static int movement_phase(PyObject *phase) {
    if (!phase || !PyUnicode_CheckExact(phase) || !PyUnicode_IS_ASCII(phase) || PyUnicode_GET_LENGTH(phase) != 6) return -1;
    const char *ph = (const char *)PyUnicode_DATA(phase);
    if ((ph[0] != 'S' && ph[0] != 'F') || ph[5] != 'M' || ph[1] < '1' || ph[1] > '9') return -1;
    for (int i = 1; i < 5; i++) if (ph[i] < '0' || ph[i] > '9') return -1;
    return (ph[1] - '0') * 1000 + (ph[2] - '0') * 100 + (ph[3] - '0') * 10 + (ph[4] - '0');
}

#define FALLBACK do { ret = Py_None; Py_INCREF(ret); goto out; } while (0)
#define FAIL do { ret = NULL; goto out; } while (0)

static PyObject *movement(PyObject *self, PyObject *args) {
    PyObject *doc, *hard_factory;
    Tables *t;
    if (!PyArg_ParseTuple(args, "OO!O", &doc, &TablesType, &t, &hard_factory)) return NULL;
    PyObject *ret = NULL, *hard = NULL, *keep = NULL;
    Result *results = NULL;
    volatile int nres = 0;   /* (volatile: read again after the resolver's longjmp) */
    int ndisband = 0;
    Phase *s = PyMem_Malloc(sizeof(Phase));
    if (!s) return PyErr_NoMemory();
    s->t = t;
    if (!PyDict_CheckExact(doc)) FALLBACK;
    /* only the contract's keys; none of those this lane leaves to the Python way */
    {
        PyObject *k, *v; Py_ssize_t pos = 0;
        while (PyDict_Next(doc, &pos, &k, &v)) {
            if (!PyUnicode_CheckExact(k)) FALLBACK;
            if (PyUnicode_Compare(k, K_phase) == 0 || PyUnicode_Compare(k, K_units) == 0 ||
                PyUnicode_Compare(k, K_centers) == 0 || PyUnicode_Compare(k, K_orders) == 0 ||
                PyUnicode_Compare(k, K_ruleset) == 0) continue;
            if (v == Py_None) continue;
            if (PyUnicode_Compare(k, K_dislodged) == 0 && PyDict_CheckExact(v) && PyDict_GET_SIZE(v) == 0) continue;
            if ((PyUnicode_Compare(k, K_contested) == 0 || PyUnicode_Compare(k, K_civil_disorder) == 0)
                && PyList_CheckExact(v) && PyList_GET_SIZE(v) == 0) continue;
            if (PyUnicode_Compare(k, K_explain) == 0 && v == Py_False) continue;
            FALLBACK;
        }
    }
    PyObject *phase = field(doc, K_phase);
    int year = movement_phase(phase);
    if (year < 0 || year > t->max_year) FALLBACK;   /* a year too late: the Python way says so */
    const char season = PyUnicode_READ_CHAR(phase, 0);
    int fall = season == 'F';
    const int np = t->np;
    for (int p = 0; p < np; p++) {
        s->u_power[p] = -1; s->o_given[p] = 0; s->kind[p] = HOLD; s->centers[p] = -1;
    }
    /* units: {POWER: ["A PAR", ...]} written as the contract writes them */
    PyObject *units = field(doc, K_units);
    if (!units || !PyDict_CheckExact(units)) FALLBACK;
    s->nunits = 0;
    {
        PyObject *k, *v; Py_ssize_t pos = 0;
        while (PyDict_Next(units, &pos, &k, &v)) {
            if (!PyUnicode_CheckExact(k) || !PyList_CheckExact(v)) FALLBACK;
            int pw = index_of(t->power_index, k);
            if (PyErr_Occurred()) FAIL;
            if (pw < 0) FALLBACK;
            for (Py_ssize_t i = 0; i < PyList_GET_SIZE(v); i++) {
                PyObject *u = PyList_GET_ITEM(v, i);
                if (!PyUnicode_CheckExact(u)) FALLBACK;
                int code = index_of(t->unit_of_text, u);
                if (PyErr_Occurred()) FAIL;
                if (code < 0) FALLBACK;
                int ty = code / MAXL, loc = code % MAXL, p = t->loc_prov[loc];
                if (s->u_power[p] >= 0) FALLBACK;   /* two units in one province: the Python way says so */
                s->u_power[p] = pw; s->u_type[p] = ty; s->u_loc[p] = loc;
                s->uorder[s->nunits++] = p;
            }
        }
    }
    PyObject *centers = field(doc, K_centers);
    if (centers && centers != Py_None) {
        if (!PyDict_CheckExact(centers)) FALLBACK;
        PyObject *k, *v; Py_ssize_t pos = 0;
        while (PyDict_Next(centers, &pos, &k, &v)) {
            if (!PyUnicode_CheckExact(k) || !PyList_CheckExact(v)) FALLBACK;
            int pw = index_of(t->power_index, k);
            if (PyErr_Occurred()) FAIL;
            if (pw < 0) FALLBACK;
            for (Py_ssize_t i = 0; i < PyList_GET_SIZE(v); i++) {
                PyObject *c = PyList_GET_ITEM(v, i);
                if (!PyUnicode_CheckExact(c)) FALLBACK;
                int p = index_of(t->prov_index, c);
                if (PyErr_Occurred()) FAIL;
                if (p < 0 || !t->supply[p] || s->centers[p] >= 0) FALLBACK;
                s->centers[p] = pw;
            }
        }
    }
    /* more units than the board holds, or a power owning more centres than its home centres in a spring or fall
       of the start year (none has changed hands yet): the Python way refuses them, with the reason */
    if (s->nunits > t->max_units) FALLBACK;
    if (year == t->start_year) {
        int owned[MAXPOW] = {0};
        for (int p = 0; p < np; p++) if (s->centers[p] >= 0 && ++owned[s->centers[p]] > t->n_home[s->centers[p]]) FALLBACK;
    }
    /* orders: {POWER: [line, ...]}, read as adjudicate reads them */
    results = PyMem_Malloc(sizeof(Result) * MAXR);
    keep = PyList_New(0);
    if (!results || !keep) { PyErr_NoMemory(); FAIL; }
    PyObject *orders = field(doc, K_orders);
    if (orders && orders != Py_None) {
        if (!PyDict_CheckExact(orders)) FALLBACK;
        int seq = 0, lines = 0;
        PyObject *k, *v; Py_ssize_t pos = 0;
        while (PyDict_Next(orders, &pos, &k, &v)) {
            if (!PyUnicode_CheckExact(k) || !PyList_CheckExact(v)) FALLBACK;
            int pw = index_of(t->power_index, k);
            if (PyErr_Occurred()) FAIL;
            if (pw < 0) FALLBACK;
            lines += (int)PyList_GET_SIZE(v);
            if (lines > 1000) FALLBACK;
            for (Py_ssize_t i = 0; i < PyList_GET_SIZE(v); i++) {
                PyObject *line = PyList_GET_ITEM(v, i);
                if (!PyUnicode_CheckExact(line)) FALLBACK;
                seq++;
                int ascii = PyUnicode_IS_ASCII(line);
                PyObject *text;
                int p = -1, how = READ_HARD;
                if (ascii) {
                    const char *u = (const char *)PyUnicode_DATA(line);
                    Py_ssize_t n = PyUnicode_GET_LENGTH(line), a = 0, b = n;
                    while (a < b && is_space((unsigned char)u[a])) a++;
                    while (b > a && is_space((unsigned char)u[b - 1])) b--;
                    if (a == b) continue;   /* an empty line: no result */
                    text = (a == 0 && b == n) ? (Py_INCREF(line), line) : PyUnicode_Substring(line, a, b);
                    if (!text) FAIL;
                    how = quick_read(s, u, n, pw, &p);
                } else {
                    text = PyObject_CallMethod(line, "strip", NULL);
                    if (!text) FAIL;
                    if (PyUnicode_GET_LENGTH(text) == 0) { Py_DECREF(text); continue; }
                }
                if (PyList_Append(keep, text) < 0) { Py_DECREF(text); FAIL; }
                Py_DECREF(text);
                if (how == READ_HARD) {
                    if (!hard) { hard = PyObject_CallOneArg(hard_factory, doc); if (!hard) FAIL; }
                    PyObject *ans = PyObject_CallMethodObjArgs(hard, K_read, line, k, NULL);
                    if (!ans) FAIL;
                    if (PyDict_CheckExact(ans)) {   /* an invalid order: its result as the Python way writes it */
                        if (nres >= MAXR) { Py_DECREF(ans); FALLBACK; }
                        results[nres].seq = seq; results[nres].dict = ans; nres++;
                        continue;
                    }
                    if (!PyTuple_CheckExact(ans)) { Py_DECREF(ans); FALLBACK; }
                    p = take_hard_order(s, ans, pw);
                    Py_DECREF(ans);
                    if (p == -2) FAIL;
                    if (p < 0) FALLBACK;
                }
                if (s->o_given[p]) FALLBACK;   /* a unit given two orders (DATC 4.D.3): the Python way */
                s->o_given[p] = 1; s->o_seq[p] = seq; s->o_power[p] = pw; s->o_text[p] = text;
            }
        }
    }
    /* the resolver's orders: each fleet's move to its exact coast (validate.resolve_fleet_dest) */
    for (int p = 0; p < np; p++) {
        s->via[p] = 0; s->h2h[p] = -1; s->voided[p] = 0; s->att_head[p] = s->att_tail[p] = -1; s->att_next[p] = -1;
        s->smove_head[p] = s->smove_tail[p] = s->shold_head[p] = s->shold_tail[p] = -1; s->sup_next[p] = -1;
        s->conv_head[p] = s->conv_tail[p] = s->conv_next[p] = -1; s->convoy_army[p] = -1;
        s->resolved[p] = -1; s->visited[p] = 0; s->dislodged_by[p] = -1; s->no_path[p] = 0; s->contested[p] = 0;
        s->cut_by[p] = -1; s->by_land[p] = -1; s->used_fleet[p] = 0; s->nu_power[p] = -1;
    }
    s->nmoves = s->nsupports = 0;
    int nconv = 0, convs[MAXP];
    for (int i = 0; i < s->nunits; i++) {
        int p = s->uorder[i];
        if (!s->o_given[p]) { s->kind[p] = HOLD; continue; }
        int k = s->kind[p];
        if (k == MOVE) {
            int loc = s->dest_loc_written[p], d = t->loc_prov[loc];
            if (s->u_type[p] == 1 && (t->split[d] || loc >= np)) {
                /* validate.resolve_fleet_dest: the coasts of d the fleet can reach */
                int first = -1, n = 0, hit = 0;
                for (int j = 0; j < t->n_fleet_into[s->u_loc[p]]; j++) {
                    int l = t->fleet_into[s->u_loc[p]][j];
                    if (t->loc_prov[l] != d) continue;
                    if (n++ == 0) first = l;
                    if (l == loc) hit = 1;
                }
                if (n == 0) FALLBACK;
                if (!t->split[d]) loc = d;   /* a coast named where there is none: the province */
                else if (loc >= np) { if (!hit) FALLBACK; }   /* the coast named */
                else if (n == 1) loc = first;   /* no coast named: the only one it can reach */
                else FALLBACK;
            }
            s->dest_loc[p] = loc; s->dest[p] = d;
            if (s->att_head[d] < 0) s->att_head[d] = p; else s->att_next[s->att_tail[d]] = p;
            s->att_tail[d] = p;
            s->moves[s->nmoves++] = p;
        } else if (k == SUPPORT) s->supports[s->nsupports++] = p;
        else if (k == CONVOY) convs[nconv++] = p;
    }
    /* convoys: matched to the army's order */
    for (int i = 0; i < nconv; i++) {
        int p = convs[i], a = s->c_army[p];
        if (!(s->o_given[a] && s->kind[a] == MOVE && s->dest[a] == s->c_dest[p] && s->u_type[a] == 0)) {
            s->voided[p] = VOID_CONVOY; continue;
        }
        if (s->conv_head[a] < 0) s->conv_head[a] = p; else s->conv_next[s->conv_tail[a]] = p;
        s->conv_tail[a] = p;
        s->convoy_army[p] = a;
    }
    /* which army moves go by convoy (DATC 4.A.3, adjacent_convoy = 2000: 'via convoy' or an own fleet) */
    for (int i = 0; i < s->nmoves; i++) {
        int p = s->moves[i];
        if (s->u_type[p] != 0) continue;
        if (s->via_written[p] || !t->army_adj[p][s->dest[p]]) { s->via[p] = 1; continue; }
        for (int f = s->conv_head[p]; f >= 0; f = s->conv_next[f])
            if (s->u_power[f] == s->u_power[p]) { s->via[p] = 1; break; }
    }
    /* convoys of armies that go by land do not apply */
    for (int i = 0; i < nconv; i++) {
        int p = convs[i], a = s->convoy_army[p];
        if (a >= 0 && !s->via[a]) { s->by_land[p] = a; s->convoy_army[p] = -1; }
    }
    for (int i = 0; i < s->nmoves; i++) {
        int a = s->moves[i];
        if (!s->via[a]) s->conv_head[a] = -1;
    }
    /* supports: matched */
    for (int i = 0; i < s->nsupports; i++) {
        int p = s->supports[i], tg = s->s_target[p];
        int tmove = s->o_given[tg] && s->kind[tg] == MOVE;
        if (s->s_dest[p] < 0) {
            if (tmove) { s->voided[p] = VOID_HOLD_MOVES; continue; }
            if (s->shold_head[tg] < 0) s->shold_head[tg] = p; else s->sup_next[s->shold_tail[tg]] = p;
            s->shold_tail[tg] = p;
        } else if (!tmove || s->dest[tg] != s->s_dest[p]) {
            s->voided[p] = VOID_NOT_ORDERED;
        } else {
            if (s->s_coast_loc[p] >= 0 && s->dest_loc[tg] >= np && s->s_coast_loc[p] != s->dest_loc[tg]) FALLBACK;
            if (s->smove_head[tg] < 0) s->smove_head[tg] = p; else s->sup_next[s->smove_tail[tg]] = p;
            s->smove_tail[tg] = p;
        }
    }
    /* head-to-head battles */
    for (int i = 0; i < s->nmoves; i++) {
        int p = s->moves[i], d = s->dest[p];
        if (s->via[p]) continue;
        if (s->u_power[d] >= 0 && s->o_given[d] && s->kind[d] == MOVE && s->dest[d] == p && !s->via[d]) s->h2h[p] = d;
    }
    /* decisions that depend on no other */
    for (int i = 0; i < s->nsupports; i++) {
        int p = s->supports[i];
        if (s->att_head[p] < 0 && !s->voided[p]) s->resolved[p] = 1;
    }
    for (int i = 0; i < nconv; i++) {
        int p = convs[i];
        if (s->att_head[p] < 0 && !s->voided[p]) s->resolved[p] = 1;
    }
    for (int i = 0; i < s->nmoves; i++) {
        int p = s->moves[i], d = s->dest[p];
        if (!s->via[p] && s->u_power[d] < 0 && s->smove_head[p] < 0 && s->att_head[d] == p && s->att_next[p] < 0)
            s->resolved[p] = 1;
    }
    /* resolve straight away; a decision that depends on itself goes to the full algorithm (Python) */
    if (setjmp(s->bail)) FALLBACK;
    for (int i = 0; i < s->nunits; i++) {
        int p = s->uorder[i];
        if (s->kind[p] != HOLD && !s->voided[p]) resolve(s, p);
    }
    for (int i = 0; i < s->nmoves; i++) {
        int p = s->moves[i];
        if (s->via[p] && !path(s, p)) s->no_path[p] = 1;
    }
    /* who is dislodged, standoffs, fleets used, cut supports */
    int moved[MAXP];
    memset(moved, 0, sizeof(int) * (size_t)np);
    for (int i = 0; i < s->nmoves; i++) { int p = s->moves[i]; if (s->resolved[p] == 1) moved[p] = 1; }
    for (int i = 0; i < s->nmoves; i++) {
        int p = s->moves[i], d = s->dest[p];
        if (moved[p] && s->u_power[d] >= 0 && !moved[d]) s->dislodged_by[d] = p;
    }
    {
        int occupied[MAXP];
        for (int p = 0; p < np; p++) occupied[p] = s->u_power[p] >= 0 && !moved[p] && s->dislodged_by[p] < 0;
        for (int i = 0; i < s->nmoves; i++) { int p = s->moves[i]; if (moved[p]) occupied[s->dest[p]] = 1; }
        for (int i = 0; i < s->nmoves; i++) {
            int p = s->moves[i], d = s->dest[p];
            if (moved[p]) continue;
            int lost_h2h = s->h2h[p] >= 0 && s->resolved[s->h2h[p]] == 1;
            if (!occupied[d] && !s->no_path[p] && !lost_h2h) s->contested[d] = 1;
        }
    }
    for (int i = 0; i < s->nmoves; i++) {
        int a = s->moves[i];
        if (!s->via[a] || !moved[a]) continue;
        int ok[MAXP];
        memset(ok, 0, sizeof(int) * (size_t)np);
        for (int f = s->conv_head[a]; f >= 0; f = s->conv_next[f]) if (s->resolved[f] == 1) ok[f] = 1;
        fleets_on_route(s, a, s->dest[a], ok, s->used_fleet);
    }
    for (int i = 0; i < s->nsupports; i++) {
        int p = s->supports[i];
        if (s->voided[p] || s->resolved[p] == 1) continue;
        for (int m = s->att_head[p]; m >= 0; m = s->att_next[m]) if (cuts(s, m, p)) { s->cut_by[p] = m; break; }
    }
    /* each order's result, and where each unit stands next */
    int ndis = 0, dis[MAXP];
    for (int i = 0; i < s->nunits; i++) {
        int p = s->uorder[i], k = s->kind[p];
        int is_moved = moved[p];
        if (s->o_given[p]) {
            PyObject *status = S_succeeds, *reason;
            if (s->dislodged_by[p] >= 0 || s->voided[p]) reason = outcome(s, p, &status);
            else if (is_moved && !s->via[p]) { reason = t->s_moved; Py_INCREF(reason); }
            else if (k == SUPPORT && s->resolved[p] == 1) { reason = t->s_support_given; Py_INCREF(reason); }
            else if (k == HOLD) { reason = t->s_empty; Py_INCREF(reason); }
            else reason = outcome(s, p, &status);
            if (!reason) { if (PyErr_Occurred()) PyErr_Clear(); FALLBACK; }
            PyObject *otext = order_text(s, p);
            if (!otext) { Py_DECREF(reason); if (PyErr_Occurred()) PyErr_Clear(); FALLBACK; }
            PyObject *d = result_dict(t->powers[s->o_power[p]], s->o_text[p], otext, status, reason);
            Py_DECREF(otext); Py_DECREF(reason);
            if (!d) FAIL;
            if (nres >= MAXR) { Py_DECREF(d); FALLBACK; }
            results[nres].seq = s->o_seq[p]; results[nres].dict = d; nres++;
        }
        if (is_moved) {
            int loc = s->dest_loc[p], d = t->loc_prov[loc];
            if (!t->unit_text[s->u_type[p]][loc]) FALLBACK;
            s->nu_power[d] = s->u_power[p]; s->nu_type[d] = s->u_type[p]; s->nu_loc[d] = loc;
        } else if (s->dislodged_by[p] >= 0) dis[ndis++] = p;
    }
    for (int i = 0; i < s->nunits; i++) {
        int p = s->uorder[i];
        if (!moved[p] && s->dislodged_by[p] < 0) { s->nu_power[p] = s->u_power[p]; s->nu_type[p] = s->u_type[p]; s->nu_loc[p] = s->u_loc[p]; }
    }
    /* dislodged units: where each may retreat (validate.retreat_options) */
    PyObject *dislodged_json = PyDict_New(), *disbanded = PyList_New(0);
    PyObject *out_dict = NULL;
    if (!dislodged_json || !disbanded) { Py_XDECREF(dislodged_json); Py_XDECREF(disbanded); FAIL; }
    int retreating = 0;
    for (int i = 0; i < ndis; i++) {
        int p = dis[i], att = s->dislodged_by[p], by_convoy = s->via[att];
        int to_attacker = by_convoy && t->to_origin;
        const int *opts; int nopts;
        if (s->u_type[p] == 0) { opts = t->army_moves[p]; nopts = t->n_army_moves[p]; }
        else { opts = t->fleet_moves[s->u_loc[p]]; nopts = t->n_fleet_moves[s->u_loc[p]]; }
        PyObject *retreats = PyList_New(0);
        if (!retreats) goto fail_dis;
        for (int j = 0; j < nopts; j++) {
            int loc = opts[j], q = t->loc_prov[loc];
            if (t->kind[q] == K_IMPASSABLE || s->nu_power[q] >= 0 || s->contested[q]) continue;
            if (q == att && !to_attacker) continue;
            if (PyList_Append(retreats, t->loc_text[loc]) < 0) { Py_DECREF(retreats); goto fail_dis; }
        }
        PyObject *entry = PyDict_New();
        PyObject *unit = t->unit_text[s->u_type[p]][s->u_loc[p]];
        if (!entry || PyDict_SetItem(entry, K_unit, unit) < 0 || PyDict_SetItem(entry, K_attacker_from, t->codes[att]) < 0
            || PyDict_SetItem(entry, K_retreats, retreats) < 0 || (by_convoy && PyDict_SetItem(entry, K_by_convoy, Py_True) < 0)) {
            Py_XDECREF(entry); Py_DECREF(retreats); goto fail_dis;
        }
        int has = PyList_GET_SIZE(retreats) > 0;
        Py_DECREF(retreats);
        PyObject *power = t->powers[s->u_power[p]];
        PyObject *lst = PyDict_GetItemWithError(dislodged_json, power);
        if (!lst) {
            if (PyErr_Occurred()) { Py_DECREF(entry); goto fail_dis; }
            lst = PyList_New(0);
            if (!lst || PyDict_SetItem(dislodged_json, power, lst) < 0) { Py_XDECREF(lst); Py_DECREF(entry); goto fail_dis; }
            Py_DECREF(lst);
        }
        if (PyList_Append(lst, entry) < 0) { Py_DECREF(entry); goto fail_dis; }
        Py_DECREF(entry);
        if (has) { retreating = 1; continue; }
        /* nowhere to go: disbanded, a result line of its own */
        PyObject *line = PyUnicode_FromFormat("%U %U", power, unit);
        if (!line || PyList_Append(disbanded, line) < 0) { Py_XDECREF(line); goto fail_dis; }
        Py_DECREF(line);
        const char *nm[1] = {"unit"}; const char *vl[1] = {utf8(unit)};
        PyObject *text = fill_str(t->tmpl[T_NO_RETREAT_POSSIBLE], 1, nm, vl);
        PyObject *otext = PyUnicode_FromFormat("%U D", unit);
        PyObject *d = (text && otext) ? result_dict(power, text, otext, S_succeeds, t->s_disbanded_no_retreat) : NULL;
        Py_XDECREF(text); Py_XDECREF(otext);
        if (!d) { if (PyErr_Occurred() && !text) PyErr_Clear(); goto fail_dis; }
        if (nres >= MAXR) { Py_DECREF(d); goto fail_dis; }
        results[nres].seq = 1000000 + ndisband++; results[nres].dict = d; nres++;   /* after every order, in turn */
    }
    /* the next phase; after the fall, centres, victory and adjustments */
    char next[16];
    PyObject *winner = Py_None, *adjustments = PyDict_New();
    Py_INCREF(winner);
    if (!adjustments) goto fail_dis;
    int *cent = s->centers;
    int after[MAXP];
    memcpy(after, cent, sizeof(int) * (size_t)np);
    if (retreating) snprintf(next, sizeof next, "%c%dR", season, year);
    else if (!fall) snprintf(next, sizeof next, "F%dM", year);
    else {
        snprintf(next, sizeof next, "S%dM", year + 1);
        for (int p = 0; p < np; p++) if (t->supply[p] && s->nu_power[p] >= 0) after[p] = s->nu_power[p];
        cent = after;
        int counts[MAXPOW], adj[MAXPOW], nwin = 0, win[MAXPOW];
        memset(counts, 0, sizeof counts); memset(adj, 0, sizeof adj);
        for (int p = 0; p < np; p++) if (cent[p] >= 0) { counts[cent[p]]++; adj[cent[p]]++; }
        for (int p = 0; p < np; p++) if (s->nu_power[p] >= 0) adj[s->nu_power[p]]--;
        for (int w = 0; w < t->npow; w++) if (counts[w] >= t->victory && counts[w] > 0) win[nwin++] = w;
        if (nwin == 1) { Py_SETREF(winner, t->powers[win[0]]); Py_INCREF(winner); }
        else if (nwin > 1) {
            PyObject *l = PyList_New(nwin);
            if (!l) goto fail_adj;
            for (int w = 0; w < nwin; w++) { Py_INCREF(t->powers[win[w]]); PyList_SET_ITEM(l, w, t->powers[win[w]]); }
            Py_SETREF(winner, l);
        }
        if (!nwin) {
            int decide = 0;
            for (int w = 0; w < t->npow && !decide; w++) {
                if (adj[w] < 0) decide = 1;
                else if (adj[w] > 0)
                    for (int j = 0; j < t->n_home[w]; j++) { int c = t->home[w][j]; if (cent[c] == w && s->nu_power[c] < 0) { decide = 1; break; } }
            }
            if (decide) {
                snprintf(next, sizeof next, "W%dA", year);
                for (int w = 0; w < t->npow; w++) {
                    if (!adj[w]) continue;
                    PyObject *n = PyLong_FromLong(adj[w]);
                    if (!n || PyDict_SetItem(adjustments, t->powers[w], n) < 0) { Py_XDECREF(n); goto fail_adj; }
                    Py_DECREF(n);
                }
            }
        }
    }
    /* the result, as the contract writes it */
    qsort(results, (size_t)nres, sizeof(Result), cmp_result);   /* (every seq is distinct) */
    {
        PyObject *olist = PyList_New(nres);
        if (!olist) goto fail_adj;
        for (int i = 0; i < nres; i++) { PyList_SET_ITEM(olist, i, results[i].dict); results[i].dict = NULL; }
        nres = 0;
        PyObject *ujson = PyDict_New(), *cjson = PyDict_New(), *contested = PyList_New(0), *built = PyList_New(0);
        PyObject *next_s = PyUnicode_FromString(next);
        out_dict = PyDict_New();
        if (!ujson || !cjson || !contested || !built || !next_s || !out_dict) goto fail_out;
        PyObject *per[MAXPOW];
        for (int w = 0; w < t->npow; w++) per[w] = NULL;
        for (int p = 0; p < np; p++) {
            if (s->nu_power[p] < 0) continue;
            int w = s->nu_power[p];
            if (!per[w]) { per[w] = PyList_New(0); if (!per[w]) goto fail_per; }
            if (PyList_Append(per[w], t->unit_text[s->nu_type[p]][s->nu_loc[p]]) < 0) goto fail_per;
        }
        for (int w = 0; w < t->npow; w++) if (per[w] && PyDict_SetItem(ujson, t->powers[w], per[w]) < 0) goto fail_per;
        for (int w = 0; w < t->npow; w++) Py_CLEAR(per[w]);
        for (int p = 0; p < np; p++) {
            if (cent[p] < 0) continue;
            PyObject *pw = t->powers[cent[p]];
            PyObject *lst = PyDict_GetItemWithError(cjson, pw);
            if (!lst) {
                if (PyErr_Occurred()) goto fail_out;
                lst = PyList_New(0);
                if (!lst || PyDict_SetItem(cjson, pw, lst) < 0) { Py_XDECREF(lst); goto fail_out; }
                Py_DECREF(lst);
            }
            if (PyList_Append(lst, t->codes[p]) < 0) goto fail_out;
        }
        for (int p = 0; p < np; p++) if (s->contested[p] && PyList_Append(contested, t->codes[p]) < 0) goto fail_out;
        if (PyDict_SetItem(out_dict, K_phase, phase) < 0 || PyDict_SetItem(out_dict, K_next_phase, next_s) < 0 ||
            PyDict_SetItem(out_dict, K_orders, olist) < 0 || PyDict_SetItem(out_dict, K_units, ujson) < 0 ||
            PyDict_SetItem(out_dict, K_dislodged, dislodged_json) < 0 || PyDict_SetItem(out_dict, K_contested, contested) < 0 ||
            PyDict_SetItem(out_dict, K_centers, cjson) < 0 || PyDict_SetItem(out_dict, K_winner, winner) < 0 ||
            PyDict_SetItem(out_dict, K_disbanded, disbanded) < 0 || PyDict_SetItem(out_dict, K_built, built) < 0 ||
            PyDict_SetItem(out_dict, K_adjustments, adjustments) < 0) goto fail_out;
        ret = out_dict; out_dict = NULL;
    fail_out:
        Py_XDECREF(olist); Py_XDECREF(ujson); Py_XDECREF(cjson); Py_XDECREF(contested); Py_XDECREF(built);
        Py_XDECREF(next_s); Py_XDECREF(out_dict);
        goto fail_adj;
    fail_per:
        for (int w = 0; w < t->npow; w++) Py_XDECREF(per[w]);
        goto fail_out;
    }
fail_adj:
    Py_XDECREF(adjustments); Py_XDECREF(winner);
fail_dis:
    Py_XDECREF(dislodged_json); Py_XDECREF(disbanded);
    if (!ret && !PyErr_Occurred()) { ret = Py_None; Py_INCREF(ret); }
out:
    for (int i = 0; i < nres; i++) Py_XDECREF(results[i].dict);
    PyMem_Free(results);
    Py_XDECREF(keep);
    Py_XDECREF(hard);
    PyMem_Free(s);
    return ret;
}

static PyMethodDef methods[] = {
    {"movement", movement, METH_VARARGS,
     "movement(doc, tables, hard) -> dict | None: a canonical movement phase adjudicated into the contract's result."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_express", "The native express lane (see express.py).", -1, methods};

PyMODINIT_FUNC PyInit__express(void) {
    if (PyType_Ready(&TablesType) < 0) return NULL;
#define KEY(var, text) if (!(var = PyUnicode_InternFromString(text))) return NULL;
    KEY(K_power, "power") KEY(K_text, "text") KEY(K_order, "order") KEY(K_status, "status") KEY(K_reason, "reason")
    KEY(K_phase, "phase") KEY(K_next_phase, "next_phase") KEY(K_orders, "orders") KEY(K_units, "units")
    KEY(K_dislodged, "dislodged") KEY(K_contested, "contested") KEY(K_centers, "centers") KEY(K_winner, "winner")
    KEY(K_disbanded, "disbanded") KEY(K_built, "built") KEY(K_adjustments, "adjustments") KEY(K_unit, "unit")
    KEY(K_attacker_from, "attacker_from") KEY(K_retreats, "retreats") KEY(K_by_convoy, "by_convoy")
    KEY(K_ruleset, "ruleset") KEY(K_civil_disorder, "civil_disorder") KEY(K_explain, "explain") KEY(K_read, "read")
    KEY(S_succeeds, "succeeds") KEY(S_fails, "fails") KEY(S_void, "void")
#undef KEY
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&TablesType);
    if (PyModule_AddObject(m, "Tables", (PyObject *)&TablesType) < 0) { Py_DECREF(&TablesType); Py_DECREF(m); return NULL; }
    /* the catalogue keys whose English templates the tables must carry (express.native_tables reads them) */
    PyObject *keys = PyTuple_New(T_COUNT);
    if (!keys) { Py_DECREF(m); return NULL; }
    for (int i = 0; i < T_COUNT; i++) {
        PyObject *k = PyUnicode_FromString(TEMPLATE_KEYS[i]);
        if (!k) { Py_DECREF(keys); Py_DECREF(m); return NULL; }
        PyTuple_SET_ITEM(keys, i, k);
    }
    if (PyModule_AddObject(m, "TEMPLATES", keys) < 0) { Py_DECREF(keys); Py_DECREF(m); return NULL; }
    return m;
}
