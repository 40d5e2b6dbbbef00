#include "vik-hex.h"
static void test_distance (void) { g_assert_cmpint (vik_hex_distance (vik_hex_make (0,0), vik_hex_make (3,-7)), ==, 7); }
int main (int argc, char **argv) { g_test_init (&argc, &argv, NULL); g_test_add_func ("/hex/distance", test_distance); return g_test_run (); }
